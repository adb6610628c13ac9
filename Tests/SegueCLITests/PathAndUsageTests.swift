import Foundation
import Testing

/// Paths as users type them, unreadable input and usage errors, end to end (issue 9, points 1 and 5).
@Suite struct PathAndUsageTests {
  /// `Main.storyboard` refers to `Settings`, which is not given on the command line: the case that trapped in
  /// Foundation (`("." as NSString).deletingLastPathComponent`) when the storyboard sat in the current folder.
  static func appWithAReference() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" \
      targetRuntime="iOS.CocoaTouch" initialViewController="nav"><scenes>
      <scene sceneID="n"><objects><navigationController id="nav" sceneMemberID="viewController">
        <connections><segue destination="ref" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController></objects></scene>
      <scene sceneID="r"><objects>
        <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
      </objects></scene>
      </scenes></document>
      """.utf8
    ).write(to: folder.appendingPathComponent("Main.storyboard"))
    return folder
  }

  static let missingSettings =
    "Main.storyboard:6:3: error: Storyboard reference points to missing storyboard 'Settings' [reference-missing-storyboard]"

  /// Every spelling of the current folder and of the file lints the one storyboard, once, with the same finding.
  @Test(arguments: [".", "./", "Main.storyboard", "./Main.storyboard", "../FOLDER", "../FOLDER/", "FOLDER", "LINK"])
  func lintAcceptsEverySpellingOfAPath(_ spelling: String) throws {
    let folder = try Self.appWithAReference()
    let link = folder.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: link)
    }
    let path = spelling.replacingOccurrences(of: "../FOLDER", with: "../" + folder.lastPathComponent)
      .replacingOccurrences(of: "FOLDER", with: folder.path).replacingOccurrences(of: "LINK", with: link.path)
    let result = try SegueProcess.run(["lint", path, "--color", "never", "--no-source-discovery"], in: folder)
    #expect(result.standardError == "")
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix(Self.missingSettings) == true)
    #expect(lines.last == "Linted 1 storyboard: 1 error, 0 warnings, 0 notes")
  }

  @Test(arguments: [["inspect", "."], ["graph", "."], ["gen", "."], ["inspect", "./Main.storyboard"]])
  func otherCommandsAcceptTheCurrentFolder(_ arguments: [String]) throws {
    let folder = try Self.appWithAReference()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(arguments, in: folder)
    // A missing storyboard is an error for inspect and graph; gen still writes the code it can type.
    #expect(result.status == (arguments[0] == "gen" ? 0 : 1))
    #expect(!result.standardOutput.isEmpty)
    #expect(!result.standardError.contains("crashed"))
  }

  /// Overlapping paths load a file once, and its diagnostics are printed once.
  @Test func overlappingPathsLoadAFileOnce() throws {
    let folder = try Self.appWithAReference()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(
      ["lint", ".", "Main.storyboard", folder.path, "--color", "never", "--no-source-discovery"], in: folder)
    #expect(result.standardOutput == "./\(Self.missingSettings)\nLinted 1 storyboard: 1 error, 0 warnings, 0 notes\n")
  }

  /// A folder that cannot be read is an error, not silently skipped; a symbolic link loop ends.
  @Test func unreadableFolderIsAnErrorAndLinkLoopsEnd() throws {
    let folder = try Self.appWithAReference()
    defer { try? FileManager.default.removeItem(at: folder) }
    let locked = folder.appendingPathComponent("Locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Loop"), withDestinationURL: folder)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    let result = try SegueProcess.run(["inspect", "."], in: folder)
    #expect(result.status == 1)
    if getuid() == 0 {
      // root reads every folder: the loop is what is checked here.
      #expect(!result.standardOutput.contains("Locked"))
    } else {
      #expect(
        result.standardOutput.contains(
          "./Locked:1:1: error: Cannot read the folder './Locked' [unreadable-file]"))
    }
    #expect(result.standardOutput.hasPrefix("./Main.storyboard: iOS"))
  }

  /// A dangling link and a named pipe named like storyboards are errors; reading the pipe would never end.
  @Test func danglingLinksAndPipesAreErrors() throws {
    let folder = try Self.appWithAReference()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Gone.storyboard"), withDestinationURL: folder.appendingPathComponent("nowhere")
    )
    #expect(mkfifo(folder.appendingPathComponent("Pipe.storyboard").path, 0o644) == 0)
    let result = try SegueProcess.run(["lint", ".", "--color", "never", "--no-source-discovery"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.split(separator: "\n").filter { $0.contains("[unreadable-file]") } == [
        "./Gone.storyboard:1:1: error: Cannot read './Gone.storyboard' [unreadable-file]",
        "./Pipe.storyboard:1:1: error: './Pipe.storyboard' is not a regular file [unreadable-file]",
      ])
  }

  @Test func folderWithoutStoryboardsIsAnErrorWithAHint() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try SegueProcess.run(["lint", ".", "--color", "never"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        .:1:1: error: No .storyboard or .xib files in '.'; give the app's folder or the storyboard files \
        themselves [no-storyboards]
        Linted 0 storyboards: 1 error, 0 warnings, 0 notes

        """)
  }

  @Test func graphOfABrokenFilePrintsItsErrorsAndExitsOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>".utf8)
      .write(to: folder.appendingPathComponent("Broken.storyboard"))
    let result = try SegueProcess.run(["graph", "Broken.storyboard"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("Broken.storyboard:1:"))
    #expect(result.standardError.contains("error: "))
  }

  @Test func bareSeguePrintsTheHelpAndExitsTwo() throws {
    let result = try SegueProcess.run([])
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("OVERVIEW: Read, check and run Xcode storyboards headlessly.\n"))
  }

  @Test func unknownSubcommandSuggestsTheNearest() throws {
    let typo = try SegueProcess.run(["lnt", "."])
    #expect(typo.status == 2)
    #expect(typo.standardError == "error: Unknown subcommand 'lnt'. Did you mean 'lint'? See 'segue --help'.\n")
    let unknown = try SegueProcess.run(["paint"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError == "error: Unknown subcommand 'paint'. See 'segue --help'.\n")
  }

  @Test(arguments: [
    (
      ["run", "Examples/Shop", "--scene", "Cart"],
      "Error: --scene launches a scene of a .storyboard file, not of the app folder 'Examples/Shop'."
    ),
    (["run", "Examples/Shop", "--script", "/no/such/script"], "Error: Cannot read the script '/no/such/script'."),
    (["lint", "Examples/Shop", "--sources", "/no/such/folder"], "Error: --sources: no folder at '/no/such/folder'."),
    (["lint", "Examples/Shop", "--sources", "Package.swift"], "Error: --sources: no folder at 'Package.swift'."),
  ])
  func optionUsageErrorsExitTwo(_ arguments: [String], _ message: String) throws {
    let result = try SegueProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix(message + "\n"))
  }
}
