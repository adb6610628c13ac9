import StoryboardFormat

/// What one lint run reads, gathered once: the files below the paths given, the index of the app's sources and the
/// configuration.
///
/// ``LintRun`` keys its cache on these and hands the same value to ``Linter/lint(_:progress:)``, so the findings and
/// the key they are stored under come from the same files and the same index.
///
/// ```swift
/// let inputs = LintInputs(paths: ["App"], configuration: LintConfiguration())
/// let report = Linter.lint(inputs)
/// ```
public struct LintInputs: Sendable {
  /// The paths as given: folders, storyboards, xibs, Android manifests, layouts and navigation graphs.
  public let paths: [String]
  /// The paths sorted out: what is searched for storyboards, and the Android files named or found.
  public let split: ManifestPaths.Split
  /// Every file the run reads, without reading it: the storyboards and xibs below the paths (in the order they load),
  /// then the Android manifests, layouts and navigation graphs found below folders.
  public let files: [String]
  /// What re-levels, excludes and suppresses findings.
  public let configuration: LintConfiguration
  /// Folders of sources given besides the discovered ones (`--sources`).
  public let sourceRoots: [String]
  /// Whether the sources of the storyboards' projects are found and indexed (`--no-discover-sources` turns it off).
  public let discoverSources: Bool
  /// The app's classes, outlets, actions and nib loads, for the rules that read sources.
  public let sources: SourceIndex

  /// The files at `paths`, sorted out, and the paths themselves: what
  /// ``LintInputs/init(_:configuration:sourceRoots:discoverSources:)`` takes, and what a configuration is discovered
  /// for before the inputs are complete.
  public struct Files: Sendable {
    public let paths: [String]
    public let split: ManifestPaths.Split
    public let files: [String]

    public init(paths: [String]) {
      self.paths = paths
      split = ManifestPaths.split(paths)
      // Manifests and layouts found below folders are inputs too (named ones are already among the paths).
      files =
        StoryboardSet.files(at: paths)
        + (split.manifests + split.layouts + split.navigations).filter { !paths.contains($0) }
    }

    /// The storyboards and xibs among ``files``: where the sources are looked for.
    var interfaceFiles: [String] {
      files.filter {
        !ManifestPaths.isManifest($0) && !ManifestPaths.isLayout($0) && !NavigationFiles.isNavigation($0)
      }
    }
  }

  /// The inputs for `paths`: their files, and the sources found from them.
  public init(
    paths: [String], configuration: LintConfiguration, sourceRoots: [String] = [], discoverSources: Bool = true
  ) {
    self.init(
      Files(paths: paths), configuration: configuration, sourceRoots: sourceRoots, discoverSources: discoverSources)
  }

  /// The inputs for files already found (a configuration was discovered for them).
  public init(
    _ found: Files, configuration: LintConfiguration, sourceRoots: [String] = [], discoverSources: Bool = true
  ) {
    paths = found.paths
    split = found.split
    files = found.files
    self.configuration = configuration
    self.sourceRoots = sourceRoots
    self.discoverSources = discoverSources
    sources =
      discoverSources || !sourceRoots.isEmpty
      ? SourceIndex.discover(
        forStoryboards: discoverSources ? found.interfaceFiles : [], extraRoots: sourceRoots, givenPaths: found.paths)
      : SourceIndex()
  }
}
