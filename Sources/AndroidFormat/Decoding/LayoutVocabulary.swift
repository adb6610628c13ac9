/// The element and attribute names of layout files that have a meaning of their own.
///
/// Sources: AOSP `LayoutInflater` (`TAG_MERGE`, `TAG_INCLUDE`, `TAG_1995` = `blink`, `TAG_REQUEST_FOCUS`, `TAG_TAG`,
/// the `class` attribute of `<view>`, `layout` of `<include>`), AndroidX fragment's `class` attribute of `<fragment>`
/// and `FragmentContainerView`, and the data-binding compiler's `<layout>`, `<data class>`,
/// `<variable name type>` and `<import type alias>` (`LayoutFileParser.parseData`).
enum LayoutVocabulary {
  /// The elements `LayoutInflater` (and AndroidX's fragment factory) treats apart from view classes.
  static let tags: Set<String> = ["view", "fragment", "include", "merge", "requestFocus", "tag", "blink"]

  /// Whether `element` can stand in a view tree: a layout tag, or a name that can be a class. View classes are
  /// capitalised (`TextView`) or qualified (`com.example.Chart`); a lower-case name without a dot is neither, which
  /// is also how the data-binding compiler tells views from other elements (`LayoutFileParser.isProcessedElement`).
  static func isViewOrTag(_ element: String) -> Bool {
    // An ASCII name is lower-cased by mapping A-Z alone, so it differs from its lower-case form exactly when it has
    // one of them: a name without a colon that has a capital or a dot is a class, with no look-up in `tags`.
    var isASCII = true
    var hasCapitalOrDot = false
    var hasColon = false
    for byte in element.utf8 {
      if byte >= 0x80 { isASCII = false }
      let isCapital = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      if isCapital || byte == UInt8(ascii: ".") { hasCapitalOrDot = true }
      if byte == UInt8(ascii: ":") { hasColon = true }
    }
    if isASCII, !hasColon, hasCapitalOrDot { return true }
    if tags.contains(element) { return true }
    if isASCII { return false }
    if element.utf8.contains(UInt8(ascii: ":")) { return false }
    return element.utf8.contains(UInt8(ascii: ".")) || element.lowercased() != element
  }

  /// The attributes without a prefix that Android reads on `element`: `style` on every view and tag, `class` on
  /// `<view>` and fragment hosts, `layout` on `<include>`.
  static func plainAttributes(of element: String) -> Set<String> {
    switch element {
    case "view", "fragment", "androidx.fragment.app.FragmentContainerView": plainWithClass
    case "include": plainWithLayout
    default: plainStyle
    }
  }

  /// The sets `plainAttributes(of:)` gives, made once.
  private static let plainWithClass: Set<String> = ["style", "class"]
  private static let plainWithLayout: Set<String> = ["style", "layout"]
  private static let plainStyle: Set<String> = ["style"]

  /// Whether a namespace URI is the app's: `res-auto`, or the pre-Gradle `…/apk/res/<package>` form (any package but
  /// `android`).
  static func isAppNamespace(_ uri: String) -> Bool {
    let resourcePrefix = "http://schemas.android.com/apk/res/"
    return uri == AndroidLayout.appNamespace
      || (uri.hasPrefix(resourcePrefix) && uri != AndroidManifest.androidNamespace)
  }
}
