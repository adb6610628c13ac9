/// The keyboard and text-handling traits of a text input: keyboard type, return key, capitalization, correction.
///
/// Mirrors UIKit's `UITextInputTraits`; SegueKit records the values (there is no keyboard).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// The keyboard shown for the input.
  var keyboardType: UIKeyboardType { get set }
  /// The title of the return key.
  var returnKeyType: UIReturnKeyType { get set }
  /// How typed text is capitalized.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether autocorrection is on.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether text is hidden as it is typed.
  var isSecureTextEntry: Bool { get set }
}

/// UIKit's traits are optional: a conforming type that does not declare one gets the default, and setting it does
/// nothing.
extension UITextInputTraits {
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
}

/// The kind of keyboard shown for a text input.
///
/// Mirrors UIKit's `UIKeyboardType`, with its raw values.
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
  /// Deprecated alias of `.asciiCapable`.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the return key.
///
/// Mirrors UIKit's `UIReturnKeyType`, with its raw values.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// How typed text is capitalized.
///
/// Mirrors UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether autocorrection is on.
///
/// Mirrors UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether spell checking is on.
///
/// Mirrors UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The keyboard's appearance.
///
/// Mirrors UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2
  /// Alias of `.dark`.
  public static let alert = UIKeyboardAppearance.dark
}

/// The semantic meaning of a text input's content, for AutoFill.
///
/// Mirrors UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// A name.
  public static let name = UITextContentType("name")
  /// A given name.
  public static let givenName = UITextContentType("given-name")
  /// A family name.
  public static let familyName = UITextContentType("family-name")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// An organization's name.
  public static let organizationName = UITextContentType("organization")
  /// A job title.
  public static let jobTitle = UITextContentType("job-title")
  /// A location.
  public static let location = UITextContentType("location")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType("street-address")
  /// A city.
  public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  public static let addressState = UITextContentType("address-level1")
  /// A country's name.
  public static let countryName = UITextContentType("country-name")
  /// A postal code.
  public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  public static let emailAddress = UITextContentType("email")
  /// A URL.
  public static let URL = UITextContentType("url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("one-time-code")
}
