import Foundation
import SegueTestSupport
import Testing

/// `segue diff`, `segue merge` and `segue git-setup` end to end: the built binary, its output and exit status, and
/// git itself running the drivers in a temporary repository.
@Suite struct DiffMergeCommandTests {
  /// One scene with a segue, as Xcode writes it; the segue's line holds both its kind and its identifier.
  static let base = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <!--Products-->
            <scene sceneID="scn-01-aaa">
                <objects>
                    <viewController title="Products" id="lst-VC-001" customClass="ProductListViewController" sceneMemberID="viewController">
                        <connections>
                            <segue destination="lst-VC-001" kind="show" identifier="showDetail" id="seg-aa-aaa"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  static let ours = base.replacingOccurrences(of: "kind=\"show\"", with: "kind=\"presentation\"")
  static let theirs = base.replacingOccurrences(of: "identifier=\"showDetail\"", with: "identifier=\"openDetail\"")
  static let merged = ours.replacingOccurrences(of: "identifier=\"showDetail\"", with: "identifier=\"openDetail\"")

  @Test func diffPrintsChangesByObjectAndExitsOneWhenFilesDiffer() throws {
    let folder = try TemporaryFolder(files: ["old.storyboard": Self.base, "new.storyboard": Self.ours])
    defer { folder.remove() }
    let result = try SegueProcess.run(["diff", "old.storyboard", "new.storyboard"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput == """
        old.storyboard → new.storyboard
          ~ Products (ProductListViewController): segue 'showDetail' show → present modally

        """)
    let same = try SegueProcess.run(["diff", "old.storyboard", "old.storyboard"], in: folder.url)
    #expect(same.status == 0)
    #expect(same.standardOutput == "")
  }

  @Test func diffJSONHasTheDocumentedShape() throws {
    let folder = try TemporaryFolder(files: ["old.storyboard": Self.base, "new.storyboard": Self.ours])
    defer { folder.remove() }
    let result = try SegueProcess.run(["diff", "--format", "json", "old.storyboard", "new.storyboard"], in: folder.url)
    #expect(result.status == 1)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 1)
    let change = try #require(((json["files"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])?.first)
    #expect(change["kind"] as? String == "changed")
    #expect(change["category"] as? String == "segue")
    #expect(change["old"] as? String == "show")
    #expect(change["new"] as? String == "present modally")
    #expect(change["id"] as? String == "seg-aa-aaa")
  }

  @Test func mergeWritesBothSidesChangesToOneLine() throws {
    let folder = try TemporaryFolder(files: [
      "base.storyboard": Self.base, "ours.storyboard": Self.ours, "theirs.storyboard": Self.theirs,
    ])
    defer { folder.remove() }
    let result = try SegueProcess.run(
      ["merge", "base.storyboard", "ours.storyboard", "theirs.storyboard", "-o", "out.storyboard"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(try String(contentsOf: folder.url.appendingPathComponent("out.storyboard"), encoding: .utf8) == Self.merged)
  }

  @Test func mergeConflictsExitOneWithEachSidesPositionAndOursKept() throws {
    let theirs = Self.base.replacingOccurrences(of: "kind=\"show\"", with: "kind=\"popoverPresentation\"")
    let folder = try TemporaryFolder(files: [
      "base.storyboard": Self.base, "ours.storyboard": Self.ours, "theirs.storyboard": theirs,
    ])
    defer { folder.remove() }
    let result = try SegueProcess.run(
      ["merge", "base.storyboard", "ours.storyboard", "theirs.storyboard", "--name", "Main.storyboard"],
      in: folder.url)
    #expect(result.status == 1)
    #expect(result.standardOutput == Self.ours)
    #expect(
      result.standardError == """
        Main.storyboard (ours):9:25: conflict: segue 'showDetail' kind: ours 'presentation', theirs \
        'popoverPresentation'; kept ours [attribute] (ours Main.storyboard (ours):9:25, theirs Main.storyboard \
        (theirs):9:25, base Main.storyboard (base):9:25)
        Main.storyboard (ours): 1 conflict left; the file holds ours' choice for each

        """)
  }

  @Test func mergeCheckFindsConflictMarkersAndNamesTheDriver() throws {
    let folder = try TemporaryFolder(files: [
      "Main.storyboard": Self.base.replacingOccurrences(of: "    <scenes>", with: "<<<<<<< HEAD\n    <scenes>"),
      "Clean.storyboard": Self.base,
    ])
    defer { folder.remove() }
    let result = try SegueProcess.run(["merge", "--check", "Main.storyboard", "Clean.storyboard"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        Main.storyboard:3:1: error: Unresolved merge conflict marker '<<<<<<<'; both sides of the conflict are loaded \
        [merge-conflict]
        Run 'segue merge BASE OURS THEIRS -o FILE' on the three versions ('git checkout --conflict=merge FILE'
        restores the markers; 'git show :1:FILE', ':2:FILE' and ':3:FILE' give the versions).

        """)
    #expect(try SegueProcess.run(["merge", "--check", "Clean.storyboard"], in: folder.url).status == 0)
  }

  @Test func mergeWithTheWrongNumberOfFilesIsAUsageError() throws {
    let result = try SegueProcess.run(["merge", "a.storyboard", "b.storyboard"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("Expected BASE OURS THEIRS; got 2 files"))
  }

  /// git's own merge conflicts on the segue's line (both sides changed it); with `segue git-setup` git runs the
  /// driver, which merges the two attributes, and `git diff` / `git log -p` show the semantic diff.
  @Test(.enabled(if: DiffMergeCommandTests.gitIsAvailable, "git is not installed"))
  func gitMergesThroughTheDriverWhereItsLineMergeConflicts() throws {
    let folder = try TemporaryFolder(files: ["Main.storyboard": Self.base])
    defer { folder.remove() }
    func git(_ arguments: String...) throws -> SegueProcess {
      try SegueProcess.run(
        ["-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder.url,
        environment: ["GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path],
        executable: URL(fileURLWithPath: "/usr/bin/git"))
    }
    _ = try git("init", "-q", "-b", "main")
    _ = try git("add", ".")
    _ = try git("commit", "-q", "-m", "base")
    _ = try git("checkout", "-q", "-b", "theirs")
    try folder.write("Main.storyboard", Self.theirs)
    _ = try git("commit", "-q", "-am", "theirs")
    _ = try git("checkout", "-q", "main")
    try folder.write("Main.storyboard", Self.ours)
    _ = try git("commit", "-q", "-am", "ours")
    // Without the driver git's line merge conflicts.
    #expect(try git("merge", "-q", "--no-edit", "theirs").status == 1)
    _ = try git("merge", "--abort")

    let setup = try SegueProcess.run(["git-setup", "--command", SegueProcess.binary.path], in: folder.url)
    #expect(setup.status == 0)
    #expect(setup.standardOutput.hasPrefix(".gitattributes: *.storyboard diff=segue merge=segue\n"))
    _ = try git("add", ".gitattributes")
    _ = try git("commit", "-q", "-m", "drivers")
    let merge = try git("merge", "-q", "--no-edit", "theirs")
    #expect(merge.status == 0, "\(merge.standardError)")
    #expect(
      try String(contentsOf: folder.url.appendingPathComponent("Main.storyboard"), encoding: .utf8) == Self.merged)

    try folder.write(
      "Main.storyboard", Self.merged.replacingOccurrences(of: "toolsVersion=\"17701\"", with: "toolsVersion=\"21701\""))
    let diff = try git("diff")
    #expect(
      diff.standardOutput == """
        Main.storyboard
          Xcode re-save: document toolsVersion 17701 → 21701

        """)
    let log = try git("log", "-p", "--ext-diff", "-1", "--format=%s", "HEAD^2")
    #expect(
      log.standardOutput == """
        theirs

        Main.storyboard
          ~ Products (ProductListViewController): segue 'openDetail' identifier showDetail → openDetail

        """)
  }

  static let gitIsAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
}
