public import Foundation

extension UIScene {
  /// Where a URL to open came from and how to open it.
  ///
  /// Mirrors UIKit's `UIScene.OpenURLOptions`, the `options` of a ``UIOpenURLContext``.
  open class OpenURLOptions: NSObject {
    private let storedSourceApplication: String?
    private let storedAnnotation: Any?
    private let storedOpenInPlace: Bool

    init(sourceApplication: String?, annotation: Any?, openInPlace: Bool) {
      storedSourceApplication = sourceApplication
      storedAnnotation = annotation
      storedOpenInPlace = openInPlace
      super.init()
    }

    /// The bundle identifier of the app that asked to open the URL, when it is known. Mirrors UIKit's
    /// `sourceApplication`.
    open var sourceApplication: String? { storedSourceApplication }

    /// The property list the opening app passed along. Mirrors UIKit's `annotation`.
    open var annotation: Any? { storedAnnotation }

    /// Whether a file URL must be opened in place rather than copied. Mirrors UIKit's `openInPlace`.
    open var openInPlace: Bool { storedOpenInPlace }
  }
}
