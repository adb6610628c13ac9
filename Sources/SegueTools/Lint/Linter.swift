public import AndroidFormat
import Foundation
public import StoryboardFormat

/// Runs the lint rules over storyboards and applies a configuration.
///
/// ```swift
/// let report = Linter.lint(paths: ["App/Base.lproj"], configuration: LintConfiguration())
/// print(LintFormatter.xcode(report, colour: false))
/// ```
///
/// Linting never stops at a bad file: unreadable or broken files become diagnostics and the rest
/// is checked.
public enum Linter {
  /// Loads the storyboards at `paths` (and the siblings their references name) and the Android manifests and
  /// layouts among them (``ManifestPaths``), finds sources for the rules that use them, and lints the files given (not the
  /// siblings).
  public static func lint(
    paths: [String], configuration: LintConfiguration, sourceRoots: [String] = [], discoverSources: Bool = true,
    progress: (_ file: String) -> Void = { _ in }
  ) -> LintReport {
    lint(
      LintInputs(
        paths: paths, configuration: configuration, sourceRoots: sourceRoots, discoverSources: discoverSources),
      progress: progress)
  }

  /// Loads the storyboards of `inputs` (and the siblings their references name) and its Android files, and lints the
  /// files given (not the siblings) with its configuration and source index.
  public static func lint(_ inputs: LintInputs, progress: (_ file: String) -> Void = { _ in }) -> LintReport {
    let split = inputs.split
    var set = StoryboardSet.load(paths: split.storyboards, progress: progress)
    set.loadReferencedSiblings()
    let folders = inputs.paths.map { path in
      var isFolder: ObjCBool = false
      let standard = URL(fileURLWithPath: path).standardizedFileURL.path
      return FileManager.default.fileExists(atPath: standard, isDirectory: &isFolder) && isFolder.boolValue
        ? standard : FilePaths.folder(of: standard)
    }
    let manifests = split.manifests.map { path in
      progress(path)
      return ManifestPaths.load(path)
    }
    let layouts = split.layouts.map { path in
      progress(path)
      return AndroidLayoutFiles.load(path)
    }
    let navigations = split.navigations.map { path in
      progress(path)
      return NavigationFiles.load(path)
    }
    return lint(
      set: set, reporting: set.requested, configuration: inputs.configuration, sources: inputs.sources,
      manifests: manifests, layouts: layouts, navigations: navigations, searchedFolders: folders, excusing: split)
  }

  /// Lints `reporting` (documents of `set`) and `manifests`; every document of the set counts for references and
  /// flow. `searchedFolders` are the folders the set's files were found in: a nib the sources name inside them but
  /// that none of the set's xibs is, is missing (see the nib-not-found rule).
  public static func lint(
    set: StoryboardSet, reporting: [StoryboardDocument], configuration: LintConfiguration,
    sources: SourceIndex = SourceIndex(), manifests: [AndroidManifest] = [], searchedFolders: [String] = []
  ) -> LintReport {
    lint(
      set: set, reporting: reporting, configuration: configuration, sources: sources, manifests: manifests,
      layouts: [], searchedFolders: searchedFolders, excusing: nil)
  }

  /// The lint, leaving out the "no storyboards" errors of folders that hold the manifests `split` found.
  static func lint(
    set: StoryboardSet, reporting: [StoryboardDocument], configuration: LintConfiguration, sources: SourceIndex,
    manifests: [AndroidManifest], layouts: [AndroidLayout], navigations: [NavigationDocument] = [],
    searchedFolders: [String], excusing split: ManifestPaths.Split?
  ) -> LintReport {
    let included = reporting.filter { !configuration.isExcluded($0.path) }
    let includedPaths = Set(included.map(\.path))
    let includedManifests = manifests.filter { !configuration.isExcluded($0.path) }
    let includedLayouts = layouts.filter { !configuration.isExcluded($0.path) }
    let includedNavigations = navigations.filter { !configuration.isExcluded($0.path) }
    let excludedPaths = Set(
      reporting.map(\.path) + manifests.map(\.path) + layouts.map(\.path) + navigations.map(\.path)
    )
    .subtracting(
      includedPaths.union(includedManifests.map(\.path)).union(includedLayouts.map(\.path))
        .union(includedNavigations.map(\.path)))
    var found = included.flatMap(\.diagnostics)
    found += set.diagnostics.filter { split?.excuses($0) != true }.filter { diagnostic in
      [.unreadableFile, .noStoryboards].contains(diagnostic.code)
        ? !excludedPaths.contains(diagnostic.location.file) : includedPaths.contains(diagnostic.location.file)
    }
    found += set.referenceDiagnostics().filter { includedPaths.contains($0.location.file) }
    // Xibs: their decoder diagnostics (broken XML, dangling outlets) as is, then the nib rules below.
    let nibs = set.nibs.filter { !configuration.isExcluded($0.path) }
    found += nibs.flatMap(\.diagnostics)
    found += sources.unreadableFiles.map { path in
      Diagnostic(
        severity: .error, code: .unreadableFile,
        message: "Source file '\(path)' could not be read; the classes and actions it declares are not known",
        location: SourceLocation(file: path, line: 1, column: 1))
    }
    let context = LintContext(
      set: set, documents: included, sources: sources, nibs: nibs, searchedFolders: searchedFolders)
    found += includedManifests.flatMap(\.diagnostics) + includedLayouts.flatMap(\.diagnostics)
    found += includedNavigations.flatMap(\.diagnostics) + NavigationResources(includedNavigations).diagnostics
    var android = AndroidLintContext(layouts: includedLayouts, manifests: manifests, sources: sources)
    android.navigations = includedNavigations
    for rule in LintRules.checkedRules where configuration.isEnabled(rule.id) {
      found += rule.check?(context) ?? []
      if let check = rule.manifestCheck { found += includedManifests.flatMap(check) }
      if let check = rule.layoutCheck,
        !includedLayouts.isEmpty || !includedManifests.isEmpty || !includedNavigations.isEmpty
      {
        found += check(android)
      }
    }
    var diagnostics: [Diagnostic] = []
    let markers = UserLabelMarkers(documents: included)
    var suppressed = 0
    for var diagnostic in found {
      let file = diagnostic.location.file
      guard let severity = configuration.severity(of: diagnostic.code, reported: diagnostic.severity, file: file) else {
        continue
      }
      if configuration.isSuppressed(diagnostic) || markers.suppresses(diagnostic) {
        suppressed += 1
        continue
      }
      diagnostic.severity = severity
      diagnostics.append(diagnostic)
    }
    diagnostics.sort {
      ($0.location.file, $0.location.line, $0.location.column, $0.code, $0.message)
        < ($1.location.file, $1.location.line, $1.location.column, $1.code, $1.message)
    }
    return LintReport(
      files: (included.map(\.path) + nibs.map(\.path) + includedManifests.map(\.path) + includedLayouts.map(\.path)
        + includedNavigations.map(\.path)).sorted(),
      excluded: excludedPaths.count + set.nibs.count - nibs.count, suppressed: suppressed,
      diagnostics: diagnostics)
  }
}
