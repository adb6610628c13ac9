public import Foundation

// The keychain's query keys and values, with the strings they hold on Darwin (`kSecClass` is "class",
// `kSecAttrAccount` "acct"), so that a query printed or stored reads the same.

/// The item's class (`kSecClassGenericPassword` …).
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A generic password: its primary key is the service and the account.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// An Internet password: its primary key is the server, the account, the protocol, the port and the path.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// The service an item belongs to.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// The account an item belongs to.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The server of an Internet password.
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// The protocol of an Internet password.
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// The port of an Internet password.
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// The path of an Internet password.
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
/// The item's label.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// The item's generic attribute (data the app defines).
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// The item's description.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// The item's comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// The access group an item belongs to.
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether the item is synchronized through iCloud.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// When the item can be read (`kSecAttrAccessibleWhenUnlocked` …).
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// Readable while the device is unlocked.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock since the device started.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable while the device is unlocked; not moved to another device.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock; not moved to another device.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable while the device is unlocked and has a passcode; not moved to another device.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// The item's secret (a password's bytes).
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// Return the matching items' secrets.
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// Return the matching items' attributes.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// How many items to return (`kSecMatchLimitOne`, `kSecMatchLimitAll`).
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// Return the first matching item.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every matching item.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
