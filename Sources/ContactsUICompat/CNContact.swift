public import Foundation

// Contacts' property keys (CNContact.h), for `displayedPropertyKeys` and key lists.
public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactNoteKey = "note"

// Contacts' labels (CNLabeledValue.h, CNPhoneNumber.h).
public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

/// A phone number. Mirrors Contacts' `CNPhoneNumber`.
open class CNPhoneNumber: NSObject, NSCopying, @unchecked Sendable {
  public let stringValue: String

  public init(stringValue string: String) {
    stringValue = string
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
  open override var hash: Int { stringValue.hashValue }
}

/// A value with a label (`home`, `work` …). Mirrors Contacts' `CNLabeledValue`.
open class CNLabeledValue<ValueType: NSObjectProtocol>: NSObject, @unchecked Sendable {
  public let identifier: String
  public let label: String?
  public let value: ValueType

  public init(label: String?, value: ValueType) {
    identifier = UUID().uuidString
    self.label = label
    self.value = value
  }

  /// The label as shown to the user (`home`, `mobile` …).
  open class func localizedString(forLabel label: String) -> String {
    if label.hasPrefix("_$!<"), label.hasSuffix(">!$_") { return String(label.dropFirst(4).dropLast(4)).lowercased() }
    return label
  }
}

/// A postal address. Mirrors Contacts' `CNPostalAddress`.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  open internal(set) var street = ""
  open internal(set) var subLocality = ""
  open internal(set) var city = ""
  open internal(set) var subAdministrativeArea = ""
  open internal(set) var state = ""
  open internal(set) var postalCode = ""
  open internal(set) var country = ""
  open internal(set) var isoCountryCode = ""

  public override init() {
    super.init()
  }

  func copyFields(to copy: CNPostalAddress) -> CNPostalAddress {
    (copy.street, copy.subLocality, copy.city, copy.subAdministrativeArea) = (
      street, subLocality, city, subAdministrativeArea
    )
    (copy.state, copy.postalCode, copy.country, copy.isoCountryCode) = (state, postalCode, country, isoCountryCode)
    return copy
  }

  public func copy(with zone: NSZone? = nil) -> Any { copyFields(to: CNPostalAddress()) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(to: CNMutablePostalAddress()) }
}

/// A postal address the app fills in. Mirrors Contacts' `CNMutablePostalAddress`.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
  open override var street: String {
    get { super.street }
    set { super.street = newValue }
  }
  open override var subLocality: String {
    get { super.subLocality }
    set { super.subLocality = newValue }
  }
  open override var city: String {
    get { super.city }
    set { super.city = newValue }
  }
  open override var subAdministrativeArea: String {
    get { super.subAdministrativeArea }
    set { super.subAdministrativeArea = newValue }
  }
  open override var state: String {
    get { super.state }
    set { super.state = newValue }
  }
  open override var postalCode: String {
    get { super.postalCode }
    set { super.postalCode = newValue }
  }
  open override var country: String {
    get { super.country }
    set { super.country = newValue }
  }
  open override var isoCountryCode: String {
    get { super.isoCountryCode }
    set { super.isoCountryCode = newValue }
  }
}

/// Formats postal addresses. Mirrors Contacts' `CNPostalAddressFormatter` (the US layout: street; city, state and
/// postal code; country).
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
  /// The layout. Mirrors `CNPostalAddressFormatterStyle`.
  public enum Style: Int, Sendable {
    case mailingAddress = 0
  }

  open var style: Style = .mailingAddress

  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open func string(from postalAddress: CNPostalAddress) -> String {
    let cityLine = [
      postalAddress.city,
      [postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }
        .joined(separator: " "),
    ].filter { !$0.isEmpty }.joined(separator: ", ")
    return [postalAddress.street, cityLine, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
  }

  open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
    CNPostalAddressFormatter().string(from: postalAddress)
  }
}

/// A person or organisation in the user's contacts. Mirrors Contacts' `CNContact` (the properties the picker hands
/// out; the Contacts store itself is not provided).
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  open internal(set) var identifier = UUID().uuidString
  open internal(set) var givenName = ""
  open internal(set) var middleName = ""
  open internal(set) var familyName = ""
  open internal(set) var nickname = ""
  open internal(set) var organizationName = ""
  open internal(set) var jobTitle = ""
  open internal(set) var note = ""
  open internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
  open internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
  open internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
  open internal(set) var birthday: DateComponents?
  open internal(set) var imageData: Data?
  open internal(set) var thumbnailImageData: Data?
  open var imageDataAvailable: Bool { imageData != nil }

  public override init() {
    super.init()
  }

  /// Whether the contact has `key` fetched: every key, as the picker's contacts have.
  open func isKeyAvailable(_ key: String) -> Bool { true }
  open func areKeysAvailable(_ keyDescriptors: [String]) -> Bool { true }

  func copyFields(to copy: CNContact) -> CNContact {
    (copy.identifier, copy.givenName, copy.middleName, copy.familyName) = (
      identifier, givenName, middleName, familyName
    )
    (copy.nickname, copy.organizationName, copy.jobTitle, copy.note) = (nickname, organizationName, jobTitle, note)
    (copy.phoneNumbers, copy.emailAddresses, copy.postalAddresses) = (phoneNumbers, emailAddresses, postalAddresses)
    (copy.birthday, copy.imageData, copy.thumbnailImageData) = (birthday, imageData, thumbnailImageData)
    return copy
  }

  public func copy(with zone: NSZone? = nil) -> Any { copyFields(to: CNContact()) }
  public func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(to: CNMutableContact()) }
}

/// A contact the app (or a test) fills in. Mirrors Contacts' `CNMutableContact`.
open class CNMutableContact: CNContact, @unchecked Sendable {
  open override var givenName: String {
    get { super.givenName }
    set { super.givenName = newValue }
  }
  open override var middleName: String {
    get { super.middleName }
    set { super.middleName = newValue }
  }
  open override var familyName: String {
    get { super.familyName }
    set { super.familyName = newValue }
  }
  open override var nickname: String {
    get { super.nickname }
    set { super.nickname = newValue }
  }
  open override var organizationName: String {
    get { super.organizationName }
    set { super.organizationName = newValue }
  }
  open override var jobTitle: String {
    get { super.jobTitle }
    set { super.jobTitle = newValue }
  }
  open override var note: String {
    get { super.note }
    set { super.note = newValue }
  }
  open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { super.phoneNumbers }
    set { super.phoneNumbers = newValue }
  }
  open override var emailAddresses: [CNLabeledValue<NSString>] {
    get { super.emailAddresses }
    set { super.emailAddresses = newValue }
  }
  open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    get { super.postalAddresses }
    set { super.postalAddresses = newValue }
  }
  open override var birthday: DateComponents? {
    get { super.birthday }
    set { super.birthday = newValue }
  }
  open override var imageData: Data? {
    get { super.imageData }
    set { super.imageData = newValue }
  }
}

/// One property of a contact the user picked (a phone number, an email). Mirrors Contacts' `CNContactProperty`.
open class CNContactProperty: NSObject, @unchecked Sendable {
  public let contact: CNContact
  public let key: String
  public let value: Any?
  public let identifier: String?
  public let label: String?

  /// The property `key` of `contact`, the labeled value `identifier` when the property has several. Not in Contacts,
  /// whose properties only the picker makes.
  public init(contact: CNContact, key: String, identifier: String? = nil) {
    self.contact = contact
    self.key = key
    self.identifier = identifier
    func pick<Value>(_ values: [CNLabeledValue<Value>]) -> (Any?, String?) {
      let chosen = values.first { identifier == nil || $0.identifier == identifier }
      return (chosen?.value, chosen?.label)
    }
    switch key {
    case CNContactPhoneNumbersKey: (value, label) = pick(contact.phoneNumbers)
    case CNContactEmailAddressesKey: (value, label) = pick(contact.emailAddresses)
    case CNContactPostalAddressesKey: (value, label) = pick(contact.postalAddresses)
    case CNContactGivenNameKey: (value, label) = (contact.givenName, nil)
    case CNContactFamilyNameKey: (value, label) = (contact.familyName, nil)
    case CNContactOrganizationNameKey: (value, label) = (contact.organizationName, nil)
    case CNContactBirthdayKey: (value, label) = (contact.birthday, nil)
    default: (value, label) = (nil, nil)
    }
  }
}
