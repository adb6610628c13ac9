public import Foundation
internal import StoryboardFormat

/// A nib: the objects of a `.xib` file, made anew each time it is instantiated.
///
/// Mirrors UIKit's `UINib`. Instead of a compiled `.nib`, SegueKit reads the `.xib` source: `UINib(nibName:bundle:)`
/// finds `name.xib` anywhere below the bundle's folder (`Base.lproj` first). A name that is not there raises UIKit's
/// exception when the nib is instantiated, as on iOS.
///
/// ```swift
/// let nib = UINib(nibName: "ProfileHeader", bundle: nil)
/// let header = nib.instantiate(withOwner: self).first as? ProfileHeaderView
/// tableView.register(UINib(nibName: "StationCell", bundle: nil), forCellReuseIdentifier: "Station")
/// ```
@preconcurrency @MainActor
open class UINib: NSObject {
  /// A key of the options dictionary of ``instantiate(withOwner:options:)``. Mirrors UIKit's `UINib.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A dictionary of the objects that stand for the nib's external-object placeholders, by placeholder
    /// identifier. Mirrors UIKit's `UINib.OptionsKey.externalObjects`.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private enum Source {
    case named(String, Bundle)
    case document(NibDocument)
  }

  private let source: Source
  /// The geometry and constraints of a nib made from data, read at its first instantiation (a named nib's are its
  /// library's).
  private lazy var dataLayouts = StoredLayouts()

  /// The nib `name` (without extension) of `bundle` (the main bundle when `nil`; once an app folder is launched,
  /// `nil` and `Bundle.main` stand for that folder). Mirrors UIKit's `init(nibName:bundle:)`.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = .named(name, AppBundle.resolve(bundleOrNil))
    super.init()
  }

  /// The nib whose file contents are `data`: a `.xib` document here, where UIKit takes a compiled nib.
  ///
  /// Mirrors UIKit's `init(data:bundle:)`. The file's problems go to the console.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    let document = NibDecoder.decode(data, path: "<data>")
    for diagnostic in document.diagnostics where diagnostic.severity == .error { Console.log(diagnostic.description) }
    source = .document(document)
    super.init()
  }

  /// Makes new instances of the nib's objects: connects their outlets and actions (the owner's too, with
  /// `ownerOrNil` as File's Owner), sends `awakeFromNib`, and returns the top-level objects in the file's order.
  ///
  /// Mirrors UIKit's `instantiate(withOwner:options:)`; the core's Nibs article gives the order of calls.
  @discardableResult
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
    guard !UIKitException.isUnwinding, let found = document() else { return [] }
    let (document, layouts) = found
    let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
    return NibLoadingDepth.guarding(document.name) {
      CoreLayer.required.instantiate(
        document, layouts: layouts, owner: ownerOrNil.map { $0 as AnyObject }, externalObjects: external)
    }
  }

  /// The nib's decoded source and the records read from it once; `nil` (after UIKit's exception, or a console
  /// message for a compiled-only nib) when there is none.
  private func document() -> (NibDocument, StoredLayouts)? {
    switch source {
    case .document(let document):
      return (document, dataLayouts)
    case .named(let name, let bundle):
      let library = NibLibrary.library(for: bundle)
      if let document = library.document(named: name) { return (document, library.storedLayouts(named: name)) }
      if library.contains(name) {
        Console.log("SegueKit reads nib sources (.xib), not compiled nibs: nib '\(name)' makes no objects.")
      } else {
        UIKitException.raise(.internalInconsistency, "Could not load NIB in bundle: '\(bundle)' with name '\(name)'")
      }
      return nil
    }
  }
}

/// Stops a nib that loads itself without end (a view that loads its nib in `init?(coder:)`, where the nib's
/// top-level view is of that same class), which on iOS overflows the stack.
@MainActor
enum NibLoadingDepth {
  private static var depth = 0
  static let limit = 32

  static func guarding(_ name: String, _ load: () -> [AnyObject]) -> [Any] {
    guard depth < limit else {
      Console.log(
        "Nib '\(name)' is being loaded \(limit) levels deep, each load starting the next: SegueKit stops "
          + "here, where UIKit would overflow the stack.")
      return []
    }
    depth += 1
    defer { depth -= 1 }
    return load()
  }
}
