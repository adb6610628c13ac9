public import Foundation

// `import Security` makes CoreFoundation's names visible on iOS, and keychain code spells its queries in them
// (`query as CFDictionary`, `kSecClass as String`, `var result: CFTypeRef?`). swift-corelibs-foundation keeps
// CoreFoundation private, so this module names them after the Foundation classes they are toll-free bridged to on
// Darwin (Apple's "Toll-Free Bridged Types"): the casts apps write compile and mean the same.

/// CoreFoundation's string: `NSString`, as toll-free bridging makes it on Darwin.
public typealias CFString = NSString
/// CoreFoundation's dictionary: `NSDictionary`, as toll-free bridging makes it on Darwin.
public typealias CFDictionary = NSDictionary
/// CoreFoundation's array: `NSArray`, as toll-free bridging makes it on Darwin.
public typealias CFArray = NSArray
/// CoreFoundation's data: `NSData`, as toll-free bridging makes it on Darwin.
public typealias CFData = NSData
/// CoreFoundation's Boolean: `NSNumber`, as toll-free bridging makes it on Darwin.
public typealias CFBoolean = NSNumber
/// Any CoreFoundation object.
public typealias CFTypeRef = AnyObject
/// A status code of Apple's C frameworks: `0` (`noErr`, `errSecSuccess`) is success.
public typealias OSStatus = Int32

/// No error.
public let noErr: OSStatus = 0
/// CoreFoundation's `true`.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// CoreFoundation's `false`.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
