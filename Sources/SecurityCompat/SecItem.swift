public import Foundation

/// The operation succeeded.
public let errSecSuccess: OSStatus = 0
/// A parameter was not valid (a query without a class, an item without its primary key's attributes).
public let errSecParam: OSStatus = -50
/// The item already exists.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matches the query.
public let errSecItemNotFound: OSStatus = -25300

/// Adds an item to the keychain: `attributes` holds its class, its attributes and its `kSecValueData`.
///
/// Returns `errSecDuplicateItem` when an item of the class with the same primary key is there already (a generic
/// password's service and account; Apple's "Keychain Services", `SecItemAdd`).
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  SimulatedKeychain.add(SimulatedKeychain.entries(of: attributes), result: result)
}

/// Finds the items `query` matches and returns what its `kSecReturn…` keys ask for: the secret as `Data`, the
/// attributes as a dictionary (with the secret under `kSecValueData` when both are asked), or an array of those
/// with `kSecMatchLimitAll`.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  SimulatedKeychain.copyMatching(SimulatedKeychain.entries(of: query), result: result)
}

/// Changes the attributes (and the secret) of the items `query` matches.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  SimulatedKeychain.update(
    SimulatedKeychain.entries(of: query), with: SimulatedKeychain.entries(of: attributesToUpdate))
}

/// Removes the items `query` matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
  SimulatedKeychain.delete(SimulatedKeychain.entries(of: query))
}

/// A sentence for a status code, as `SecCopyErrorMessageString` gives it.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecParam: "One or more parameters passed to a function were not valid."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  default: nil
  }
}
