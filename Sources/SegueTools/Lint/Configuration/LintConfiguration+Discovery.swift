import Foundation

extension LintConfiguration {
  /// The configuration for linting `files`: every `.segue-lint.yml` in a file's folder or any folder
  /// above it, up to the filesystem root, layered so that one in a deeper folder wins for the files
  /// below it and inherits the rest from the ones above.
  ///
  /// ```
  /// App/.segue-lint.yml              rules: { unreachable-scene: error }
  /// App/Legacy/.segue-lint.yml       rules: { unreachable-scene: off }
  /// ```
  /// Findings of `unreachable-scene` are errors in `App/Main.storyboard` and off in
  /// `App/Legacy/Old.storyboard`. Relative paths, `.`, `..` and trailing slashes are made absolute
  /// first; the folders above are those the path spells (a symlinked folder is not resolved, as a shell's
  /// `cd ..` does not); each folder is read once.
  public static func discover(for files: [String]) throws(Problem) -> LintConfiguration {
    var checked: Set<String> = []
    var found: [LintConfiguration] = []
    for file in files {
      for folder in LintPath.ancestry(of: LintPath.folder(of: file)) {
        guard checked.insert(folder).inserted else { break }  // this folder and all above it are done
        let candidate = folder == "/" ? "/\(fileName)" : "\(folder)/\(fileName)"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue
        else { continue }
        found.append(try load(path: candidate))
      }
    }
    var root = LintConfiguration(baseDirectory: "/")
    // Outer folders first, so each configuration lands inside the nearest one above it.
    for configuration in found.sorted(by: {
      LintPath.components($0.baseDirectory).count < LintPath.components($1.baseDirectory).count
    }) {
      root.insert(configuration)
    }
    if root.nested.count == 1, root.nested[0].baseDirectory == "/" || files.allSatisfy(root.nested[0].contains) {
      return root.nested[0]
    }
    return root
  }

  private mutating func insert(_ configuration: LintConfiguration) {
    if let index = nested.firstIndex(where: { $0.contains(configuration.baseDirectory) }) {
      nested[index].insert(configuration)
    } else {
      nested.append(configuration)
    }
  }
}
