public import Foundation
package import StoryboardFormat

/// A storyboard: a set of scenes, and the segues between them, that creates view controllers on demand.
///
/// Mirrors UIKit's `UIStoryboard`. Instead of a compiled `.storyboardc`, SegueKit reads the
/// `.storyboard` source: `UIStoryboard(name:bundle:)` finds `name.storyboard` anywhere below the
/// bundle's folder (`Base.lproj` first). Every `instantiate…` call creates new instances, as UIKit does.
///
/// ```swift
/// let storyboard = UIStoryboard(name: "Main", bundle: Bundle(path: "MyApp"))
/// let root = storyboard.instantiateInitialViewController()
/// ```
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  package let library: StoryboardLibrary
  package let document: StoryboardDocument
  package let bundle: Bundle?
  /// The records of the views' geometry and constraints, shared by every storyboard on the same decoded file.
  package let storedLayouts: StoredLayouts

  package init(document: StoryboardDocument, library: StoryboardLibrary, bundle: Bundle?) {
    self.document = document
    self.library = library
    self.bundle = bundle
    storedLayouts = library.storedLayouts(ofPath: document.path)
    super.init()
  }

  /// Opens the storyboard `name` (without extension) of `bundle` (the main bundle when `nil`; once an app folder is
  /// launched, `nil` and `Bundle.main` stand for that folder).
  ///
  /// Mirrors UIKit: a missing storyboard raises `NSInvalidArgumentException` "Could not find a storyboard
  /// named '…' in bundle …". After a captured exception the storyboard is empty.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = AppBundle.resolve(storyboardBundleOrNil)
    let library = StoryboardLibrary.library(for: bundle.bundlePath)
    if let document = library.document(named: name) {
      Self.checkValid(document)
      self.init(document: document, library: library, bundle: bundle)
    } else {
      UIKitException.raise(
        .invalidArgument, "Could not find a storyboard named '\(name)' in bundle \(Self.describe(bundle))")
      self.init(document: StoryboardDocument(path: name), library: library, bundle: bundle)
    }
  }

  /// Opens the storyboard file at `url`; its storyboard references resolve in the same folder.
  ///
  /// Not in UIKit (which only opens compiled storyboards by name). A missing file raises UIKit's
  /// "Could not find a storyboard named …" exception.
  public convenience init(url: URL) {
    let library = StoryboardLibrary.library(for: url.deletingLastPathComponent().path)
    if let document = library.document(atPath: url.path) {
      Self.checkValid(document)
      self.init(document: document, library: library, bundle: nil)
    } else {
      UIKitException.raise(
        .invalidArgument,
        "Could not find a storyboard named '\(url.deletingPathExtension().lastPathComponent)' in bundle "
          + url.deletingLastPathComponent().path)
      self.init(document: StoryboardDocument(path: url.path), library: library, bundle: nil)
    }
  }

  /// The storyboard's name: its file name without extension. Not public in UIKit.
  package final var name: String { document.name }

  /// Creates the storyboard's initial view controller, or returns `nil` when it has no entry point.
  open func instantiateInitialViewController() -> UIViewController? {
    guard !UIKitException.isUnwinding else { return nil }
    guard let controller = document.initialController else { return nil }
    return StoryboardLayer.required.instantiate(controller, of: self, creator: nil)
  }

  /// Creates the initial view controller through `creator`, which receives the coder and returns an instance
  /// made with `init?(coder:)`, or `nil` to let the storyboard create it. Mirrors UIKit, `creator` defaulting to
  /// `nil`.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    guard !UIKitException.isUnwinding else { return nil }
    guard let controller = document.initialController else { return nil }
    let made = StoryboardLayer.required.instantiate(controller, of: self, creator: creator.map(Self.erase))
    return made as? ViewController
  }

  /// Creates the view controller with Storyboard ID `identifier`, a new instance on every call.
  ///
  /// Mirrors UIKit: an unknown identifier raises `NSInvalidArgumentException` "Storyboard (…) doesn't contain a
  /// view controller with identifier '…'"; after a captured exception a plain `UIViewController` is returned.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiate(identifier: identifier, creator: nil)
  }

  /// Creates the view controller with Storyboard ID `identifier` through `creator` (see
  /// ``instantiateInitialViewController(creator:)``). Mirrors UIKit, `creator` defaulting to `nil`.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let made = instantiate(identifier: identifier, creator: creator.map(Self.erase))
    if let typed = made as? ViewController { return typed }
    UIKitException.raise(
      .internalInconsistency,
      "Custom instantiated \(made) must be kind of class \(SegueKitModules.qualifiedName(of: ViewController.self))")
    // As on iOS, where this is an assertion, there is no controller of the requested class to return.
    guard let fallback = ViewController(coder: StoryboardViewCoder()) else {
      preconditionFailure("\(ViewController.self).init(coder:) returned nil")
    }
    return fallback
  }

  private func instantiate(identifier: String, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController {
    guard !UIKitException.isUnwinding else { return UIViewController() }
    guard let controller = document.controller(withStoryboardIdentifier: identifier) else {
      UIKitException.raise(
        .invalidArgument, "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
      return UIViewController()
    }
    return StoryboardLayer.required.instantiate(controller, of: self, creator: creator) ?? UIViewController()
  }

  private static func erase<ViewController: UIViewController>(
    _ creator: @escaping (NSCoder) -> ViewController?
  ) -> (NSCoder) -> UIViewController? {
    { coder in creator(coder) }
  }

  /// A file that is not a storyboard at all is what UIKit meets as an invalid compiled storyboard
  /// (<doc:Storyboards#§8.1-Instantiation>).
  private static func checkValid(_ document: StoryboardDocument) {
    let fatal: Set<DiagnosticCode> = [.emptyFile, .notAStoryboard, .xmlEntityRefused]
    guard document.diagnostics.contains(where: { fatal.contains($0.code) }) else { return }
    UIKitException.raise(
      .invalidArgument, "There doesn't seem to be a valid compiled storyboard at path '\(document.path)'")
  }

  /// A bundle as UIKit prints it: `NSBundle </path> (loaded)`.
  package static func describe(_ bundle: Bundle) -> String {
    "NSBundle <\(bundle.bundlePath)> (loaded)"
  }

  open override nonisolated var description: String {
    "<UIStoryboard: \(addressDescription(self))>"
  }

  // MARK: - Generated by Scripts/uikit-generate.py: overridable inert members (do not edit)
  @available(iOS 13.0, *)
  open func __instantiateViewController(
    withIdentifier identifier: String, creator block: ((NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController { UIViewController(nibName: nil, bundle: nil) }
  // MARK: - End of generated members
}

/// The coder views made from a storyboard receive in `init?(coder:)`.
package final class StoryboardViewCoder: NSCoder {}
