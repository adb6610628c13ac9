public import ArgumentParser
import Foundation
public import SegueTools
public import StoryboardFormat

/// Where `lint` and `graph` find the app's Swift and Objective-C sources: beside the storyboards' and xibs' project
/// or package (unless turned off), and the folders given.
public struct SourceOptions: ParsableArguments {
  public init() {}

  @Option(
    name: .customLong("sources"),
    help: ArgumentHelp(
      "A folder of Swift or Objective-C sources, for what looks up classes and nib uses (repeatable).",
      valueName: "folder"))
  var folders: [String] = []

  @Flag(help: "Do not look for sources beside the storyboards' Xcode project or package.")
  var noSourceDiscovery = false

  public func validate() throws {
    for folder in folders {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
        throw ValidationError("--sources: no folder at '\(folder)'.")
      }
    }
  }

  /// The sources of the storyboards and xibs of `set`, loaded from `paths` (what `segue lint` finds too).
  public func index(for set: StoryboardSet, paths: [String]) -> SourceIndex {
    let discovered = noSourceDiscovery ? [] : set.requested.map(\.path) + set.nibs.map(\.path)
    guard !discovered.isEmpty || !folders.isEmpty else { return SourceIndex() }
    return SourceIndex.discover(forStoryboards: discovered, extraRoots: folders, givenPaths: paths)
  }
}
