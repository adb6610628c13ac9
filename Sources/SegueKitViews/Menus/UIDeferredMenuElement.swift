import Foundation

/// A menu element whose elements come later: its provider runs when the menu that holds it shows, and the elements it
/// hands to its completion take its place; until then the menu shows a loading row.
///
/// Mirrors UIKit's `UIDeferredMenuElement`: an element made with ``init(_:)`` keeps the elements of its first load
/// for as long as it lives (the provider runs once); one made with ``uncached(_:)`` runs its provider each time the
/// menu shows. The completion may be called at once or later (after the app's work); a menu on screen shows the
/// elements once it is.
@available(iOS 14.0, *)
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
  private var elementProvider: ((@escaping ([UIMenuElement]) -> Void) -> Void)?
  private var isCached = true
  /// The elements of the latest load, or `nil` while loading (or before the menu showed).
  ///
  /// Not in UIKit.
  public final private(set) var loadedElements: [UIMenuElement]?
  /// Counts loads, so that a late completion of an earlier load changes nothing.
  private var generation = 0

  public required init() { super.init(title: "", image: nil) }

  /// An element whose provider runs the first time a menu holding it shows; the elements it gives are kept.
  ///
  /// Mirrors UIKit's `init(_:)`.
  public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
    self.init()
    self.elementProvider = elementProvider
  }

  /// An element whose provider runs each time a menu holding it shows.
  ///
  /// Mirrors UIKit's `uncached(_:)` (iOS 15+).
  @available(iOS 15.0, *)
  open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
    let element = self.init()
    element.elementProvider = elementProvider
    element.isCached = false
    return element
  }

  /// Runs the provider as a menu holding the element shows: once for a cached element, each time for an uncached one.
  func load() {
    guard let elementProvider, !(isCached && (loadedElements != nil || generation > 0)) else { return }
    generation += 1
    let current = generation
    loadedElements = nil
    elementProvider { [weak self] elements in
      guard let self, generation == current else { return }
      loadedElements = elements
    }
  }
}

extension UIMenu {
  /// Runs the providers of the deferred elements in the menu and its submenus (those loaded in their turn too), as
  /// UIKit does when the menu shows.
  func loadDeferredElements() {
    for child in children {
      switch child {
      case let deferred as UIDeferredMenuElement:
        deferred.load()
        for case let submenu as UIMenu in deferred.loadedElements ?? [] { submenu.loadDeferredElements() }
      case let submenu as UIMenu:
        submenu.loadDeferredElements()
      default:
        continue
      }
    }
  }
}
