import AndroidControllersTesting
import AndroidFormat
import AndroidShop
import ArgumentParser
import Foundation

// `segue run` for an Android app folder: the folder of AndroidManifest.xml (src/main/), or the manifest itself.
//
// The activities are Swift classes that the runtime must be given, and a command-line tool cannot load an app's
// compiled classes: `segue run` links the AndroidShop example's. Any other app runs with stand-ins
// (`playsMissingClasses`): each declared activity goes through its life cycle, tasks and launch modes as the
// manifest says and shows the layout that names it in `tools:context`, running none of the app's code.
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
    // The example's classes play only the example: another app's MainActivity is not the example's.
    let isExample = manifest.package == AndroidShopClasses.packageName
    let session: AndroidDriverSession
    do {
      session = AndroidDriverSession(
        app: try AndroidApp.launch(
          appFolder: folder, activities: isExample ? AndroidShopClasses.activities : [],
          fragments: isExample ? AndroidShopClasses.fragments : [], playsMissingClasses: !isExample))
    } catch {
      throw CommandFailure("cannot launch '\(app)': \(error)")
    }
    if !isExample {
      print(
        "segue links no classes of \(manifest.package ?? "this app"): stand-ins play its activities and fragments "
          + "(life cycle, tasks, launch modes, tools:context layouts; none of the app's code). To run its code, "
          + "launch it from a Swift test with AndroidApp.launch(appFolder:activities:).")
    }
    print("Launched \(app) on an Android device (API \(session.app.device.sdkInt)).")
    print(session.launchReport(), terminator: "")
    try writeScreenshot(session.app.screenSVG)
    let driver = LineDriver(
      parse: { try AndroidDriverCommand.parse($0) }, quit: .quit,
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
}
