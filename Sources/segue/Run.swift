import ArgumentParser
import Foundation
import SegueKitTesting

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Launch an app folder or a storyboard headlessly and drive its navigation.",
    discussion: """
      Without --script, reads commands from standard input and prints the navigation state after each step; a \
      failing step is reported and the prompt goes on. With --script, runs the file's commands in order and stops \
      at the first failing step.

      Commands:
      \(DriverCommand.helpText)

      An Android app folder (laid out as src/main/: AndroidManifest.xml and res/) runs on a simulated Android \
      device. segue holds the classes of the AndroidShop example (Examples/AndroidShop/src/main); another app's \
      activities and fragments are played by stand-ins: their life cycle, tasks and launch modes as the manifest \
      says, and the layout whose tools:context names them, none of their code. Its commands:
      \(AndroidDriverCommand.helpText)

      Exit status: 0 when the script ran to its end or the input ended, 1 when launching or a script step failed, \
      2 on a usage error.
      """
  )

  @Argument(help: "An app folder (with an Info.plist or an AndroidManifest.xml) or a .storyboard file.")
  var app: String

  @Option(help: "A file of commands, one a line, run in order (for CI).")
  var script: String?

  @Option(help: "A scene to launch by Storyboard ID instead of the initial view controller (storyboard files only).")
  var scene: String?

  @Option(help: "The simulated device: \(DevicePreset.commandLineNames.joined(separator: ", ")) (default: iphone).")
  var device: String?

  @Option(
    help: "Write the screen as an SVG wireframe to this file after launch and after every step (iOS and Android).")
  var screenshot: String?

  func validate() throws {
    if isAndroid {
      return try validateAndroid()
    }
    guard DevicePreset(commandLineName: device ?? "iphone") != nil else {
      throw ValidationError(
        "Unknown device '\(device ?? "")'; choose one of \(DevicePreset.commandLineNames.joined(separator: ", ")).")
    }
    var isFolder: ObjCBool = false
    if scene != nil, FileManager.default.fileExists(atPath: app, isDirectory: &isFolder), isFolder.boolValue {
      throw ValidationError("--scene launches a scene of a .storyboard file, not of the app folder '\(app)'.")
    }
    if let script, !FileManager.default.isReadableFile(atPath: script) {
      throw ValidationError("Cannot read the script '\(script)'.")
    }
  }

  func run() throws {
    if isAndroid { return try runAndroid() }
    do {
      // The root command is synchronous and runs on the main thread, which is the main actor's.
      try MainActor.assumeIsolated { try drive() }
    } catch let failure as CommandFailure {
      failure.report()
      throw ExitCode(1)
    }
  }

  @MainActor
  private func drive() throws {
    let lines = try scriptLines()
    let session: DriverSession
    do {
      let preset = device.flatMap(DevicePreset.init(commandLineName:)) ?? .iPhone
      session = DriverSession(app: try SegueApp.launch(path: app, scene: scene, device: preset))
    } catch {
      throw CommandFailure("cannot launch '\(app)': \(error)")
    }
    // An exception while the first screen appeared would have crashed the app on iOS.
    let raised = session.app.exceptions.map { "'\($0.name.rawValue)': \($0.reason)" }
    guard raised.isEmpty else {
      throw CommandFailure("cannot launch '\(app)': UIKit raised \(raised.joined(separator: "; "))")
    }
    print("Launched \(app) on \(session.app.window.device.name).")
    print(session.launchReport(), terminator: "")
    try writeScreenshot(session.app.screenSVG)
    let driver = LineDriver(
      parse: { try DriverCommand.parse($0) }, quit: .quit,
      run: { command in
        defer { try? writeScreenshot(session.app.screenSVG) }
        return try session.run(command)
      })
    if let script {
      try runScript(lines, named: script, driver: driver)
    } else {
      runInteractively(driver)
    }
  }

  /// Writes `svg` to `--screenshot`, when given.
  func writeScreenshot(_ svg: @autoclosure () -> String) throws {
    guard let screenshot else { return }
    do {
      try svg().write(toFile: screenshot, atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure("cannot write the screenshot '\(screenshot)': \(error.localizedDescription)")
    }
  }

  /// The lines of `--script`, or none.
  func scriptLines() throws -> [String] {
    guard let script else { return [] }
    guard let data = FileManager.default.contents(atPath: script) else {
      throw CommandFailure("cannot read the script '\(script)'")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  @MainActor
  func runScript<Command>(_ lines: [String], named script: String, driver: LineDriver<Command>) throws {
    for (index, line) in lines.enumerated() {
      let command: Command?
      do {
        command = try driver.parse(line)
      } catch {
        throw CommandFailure("\(script):\(index + 1): \(error)")
      }
      guard let command else { continue }
      print("\n> \(line.trimmingCharacters(in: .whitespaces))")
      if command == driver.quit { return }
      do {
        print(try driver.run(command), terminator: "")
      } catch {
        throw CommandFailure("\(script):\(index + 1): \(error)")
      }
    }
  }

  /// Reads commands from a terminal with line editing and history (`TerminalPrompt`), or echoes them from a pipe.
  @MainActor
  func runInteractively<Command>(_ driver: LineDriver<Command>) {
    let prompt = TerminalPrompt("segue> ")
    if prompt != nil { print("Type 'help' for the commands, 'quit' to stop.") }
    while true {
      let line = if let prompt { prompt.readLine() } else { readLine() }
      guard let line else { break }
      do {
        guard let command = try driver.parse(line) else { continue }
        if prompt == nil { print("\n> \(line.trimmingCharacters(in: .whitespaces))") }
        if command == driver.quit { break }
        print(try driver.run(command), terminator: "")
      } catch {
        fflush(nil)
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      }
    }
  }
}

/// How `segue run` reads and runs one platform's commands: parse a line (`nil` for a blank or a comment), the
/// command that stops, and run one command into the text to print.
@MainActor
struct LineDriver<Command: Equatable> {
  var parse: (String) throws -> Command?
  var quit: Command
  var run: (Command) throws -> String
}

/// A failure the CLI reports as `error: …` on standard error, exiting 1.
struct CommandFailure: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }

  /// Prints `error: message` on standard error, after what standard output holds so far.
  func report() {
    fflush(nil)
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  }
}
