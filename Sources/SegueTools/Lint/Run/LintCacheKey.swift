import Foundation
import StoryboardFormat

/// The key of a lint run in ``LintCache``: a SHA-256 over everything its findings can depend on.
///
/// That is the tool's build, the configuration (every discovered file, merged), the options, the
/// source index the class and unwind rules use, and the bytes of: every storyboard linted; every
/// storyboard in their folders and in the `Base.lproj` beside them (references load siblings from
/// there, so a new or changed sibling changes the findings); and the `Info.plist`s and Xcode projects
/// in those folders and the three above them (which say which storyboard is main). Line numbers in
/// the report come from the bytes, so they stay right. File digests are remembered by size and
/// modification time (``FileDigests``), so an unchanged file is not read again.
enum LintCacheKey {
  /// The key of linting `inputs` with the tool's `build`.
  static func make(build: String, inputs: LintInputs, digests: inout FileDigests) -> String {
    let (paths, files, configuration) = (inputs.paths, inputs.files, inputs.configuration)
    let (sourceRoots, discoverSources, sources) = (inputs.sourceRoots, inputs.discoverSources, inputs.sources)
    var hash = SHA256()
    func add(_ label: String, _ value: String) { hash.update("\(label)\u{0}\(value)\u{0}") }
    add("format", "segue-lint-cache 1")
    add("build", build)
    add("directory", LintPath.absolute("."))
    for path in paths { add("path", path) }
    add("configuration", configuration.fingerprint)
    for root in sourceRoots { add("source-root", root) }
    add("discover-sources", "\(discoverSources)")
    add("sources", sources.fingerprint)
    var folders: Set<String> = []
    for file in files {
      let folder = LintPath.folder(of: file)
      folders.insert(folder)
      folders.insert(LintPath.absolute(LintPath.folder(of: folder) + "/Base.lproj"))
    }
    var hashed: Set<String> = []
    func addFile(_ path: String) {
      guard hashed.insert(path).inserted else { return }
      add("file", "\(path)\u{0}\(digests.digest(of: path) ?? "unreadable")")
    }
    for file in files { addFile(LintPath.absolute(file)) }
    var declarationFolders: Set<String> = []
    for folder in folders.sorted() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      add("folder", "\(folder)\u{0}\(names.filter { $0.hasSuffix(".storyboard") }.sorted().joined(separator: "/"))")
      for name in names.sorted() where name.hasSuffix(".storyboard") { addFile("\(folder)/\(name)") }
      // As StoryboardApps and AppStoryboards look: from the folder (an .lproj's parent) up to four folders.
      declarationFolders.formUnion(LintPath.ancestry(of: folder).prefix(folder.hasSuffix(".lproj") ? 6 : 5))
    }
    for folder in declarationFolders.sorted() {
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
        if name == "Info.plist" || name.hasSuffix("-Info.plist") {
          addFile("\(folder)/\(name)")
        } else if name.hasSuffix(".xcodeproj") {
          addFile("\(folder)/\(name)/project.pbxproj")
        }
      }
    }
    return hash.finalize()
  }
}

extension LintConfiguration {
  /// A canonical text of everything that changes findings, for cache keys.
  var fingerprint: String {
    var lines = ["base \(LintPath.absolute(baseDirectory))"]
    lines += levels.sorted { $0.key < $1.key }.map { "level \($0.key) \($0.value.rawValue)" }
    lines += exclude.map { "exclude \($0)" }
    for entry in paths {
      lines.append("paths \(entry.pattern) \(LintPath.absolute(entry.baseDirectory))")
      lines += entry.levels.sorted { $0.key < $1.key }.map { "  level \($0.key) \($0.value.rawValue)" }
    }
    for entry in suppress {
      lines.append(
        "suppress \(entry.rule?.rawValue ?? "all") \(entry.object) \(entry.file ?? "*") \(LintPath.absolute(entry.baseDirectory))"
      )
    }
    for child in nested { lines.append("nested {\n\(child.fingerprint)\n}") }
    return lines.joined(separator: "\n")
  }
}

extension SourceIndex {
  /// A canonical text of the index, for cache keys.
  var fingerprint: String {
    var lines = roots.sorted().map { "root \($0)" }
    lines += classes.sorted { $0.key < $1.key }.map {
      "class \($0.key) \($0.value.rawValue) \(superclasses[$0.key] ?? "")"
    }
    lines += superclasses.keys.filter { classes[$0] == nil }.sorted().map {
      "superclass \($0) \(superclasses[$0] ?? "")"
    }
    lines += unwindActions.sorted { $0.key < $1.key }.map {
      "unwind \($0.key) \($0.value.sorted().joined(separator: " "))"
    }
    lines += objcNames.sorted().map { "objc \($0)" }
    lines += properties.sorted { $0.key < $1.key }.map {
      "properties \($0.key) \($0.value.sorted().joined(separator: " "))"
    }
    lines += methods.sorted { $0.key < $1.key }.map { "methods \($0.key) \($0.value.sorted().joined(separator: " "))" }
    lines += nibReferences.map {
      "nib \($0.nibName) \($0.use.rawValue) \($0.className ?? "") \($0.reuseIdentifier ?? "") \($0.inMainBundle) "
        + "\($0.location)"
    }
    lines += createdWithoutNib.sorted().map { "created \($0)" }
    lines += creators.sorted { $0.key < $1.key }.map {
      "creators \($0.key) \($0.value.sorted().joined(separator: " "))"
    }
    lines += loadViewOverrides.sorted().map { "loadView \($0)" }
    lines += explicitIntents.map { "intent \($0.className) \($0.location)" }
    lines += dependencyManifests.map { "dependencies \($0)" }
    lines += unreadableFiles.sorted().map { "unreadable \($0)" }
    return lines.joined(separator: "\n")
  }
}
