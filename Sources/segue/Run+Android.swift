import AndroidControllersTesting
import AndroidFormat
import AndroidShop
import ArgumentParser
import Foundation

// `segue run` for an Android app folder: the folder of AndroidManifest.xml (src/main/), or the manifest itself.
//
// The activities are Swift classes that the runtime must be given; a command-line tool cannot load an app's
// compiled classes, so `segue run` drives the apps whose classes it links: the AndroidShop example. For another
// app it says so and exits 2 (a usage error: the command cannot drive that input), naming the classes it lacks and
// pointing to `AndroidApp.launch(appFolder:activities:fragments:)` in a test.
extension Run {
  /// The folder holding `AndroidManifest.xml` when `app` is an Android app folder or its manifest; `nil` otherwise.
  var androidFolder: URL? {
    let url = URL(fileURLWithPath: app)
    let manager = FileManager.default
    if url.lastPathComponent == "AndroidManifest.xml", manager.fileExists(atPath: url.path) {
      return url.deletingLastPathComponent()
    }
    let manifest = url.appendingPathComponent("AndroidManifest.xml")
    return manager.fileExists(atPath: manifest.path) ? url : nil
  }

  /// Whether `app` names an Android app.
  var isAndroid: Bool { androidFolder != nil }

  func validateAndroid() throws {
    if scene != nil {
      throw ValidationError("--scene launches a scene of a .storyboard file, not of the Android app '\(app)'.")
    }
    if device != nil {
      throw ValidationError("--device chooses an iOS device; the Android app '\(app)' runs on an Android phone.")
    }
    if let script, !FileManager.default.isReadableFile(atPath: script) {
      throw ValidationError("Cannot read the script '\(script)'.")
    }
  }

  func runAndroid() throws {
    guard let folder = androidFolder else { return }
    do {
      try MainActor.assumeIsolated { try driveAndroid(folder) }
    } catch let failure as CommandFailure {
      failure.report()
      throw ExitCode(1)
    }
  }

  @MainActor
  private func driveAndroid(_ folder: URL) throws {
    let lines = try scriptLines()
    let manifest: AndroidManifest
    do {
      manifest = try ManifestDecoder.decode(contentsOf: folder.appendingPathComponent("AndroidManifest.xml"))
    } catch {
      throw CommandFailure("cannot launch '\(app)': \(error)")
    }
    try checkClasses(of: manifest)
    let session: AndroidDriverSession
    do {
      session = AndroidDriverSession(
        app: try AndroidApp.launch(
          appFolder: folder, activities: AndroidShopClasses.activities, fragments: AndroidShopClasses.fragments))
    } catch {
      throw CommandFailure("cannot launch '\(app)': \(error)")
    }
    print("Launched \(app) on an Android device (API \(session.app.device.sdkInt)).")
    print(session.launchReport(), terminator: "")
    let driver = LineDriver(
      parse: { try AndroidDriverCommand.parse($0) }, quit: .quit, run: { try session.run($0) })
    if let script {
      try runScript(lines, named: script, driver: driver)
    } else {
      runInteractively(driver)
    }
  }

  /// Exits 2 with a message when the manifest declares activities whose classes `segue` does not link.
  @MainActor
  private func checkClasses(of manifest: AndroidManifest) throws {
    let linked = Set(AndroidShopClasses.activities.map { "\($0)" })
    let missing = manifest.activities.filter { !$0.isAlias }.map(\.className).filter { className in
      !linked.contains(className.split(whereSeparator: { $0 == "." || $0 == "$" }).last.map(String.init) ?? "")
    }
    guard !missing.isEmpty else { return }
    fflush(nil)
    FileHandle.standardError.write(
      Data(
        ("error: cannot run '\(app)': its activities are Swift classes that segue does not link "
          + "(\(missing.joined(separator: ", "))). segue run drives the bundled example "
          + "(\(Demo.androidExample)); launch your app from a Swift test with "
          + "AndroidApp.launch(appFolder:activities:fragments:).\n").utf8))
    throw ExitCode(2)
  }
}
