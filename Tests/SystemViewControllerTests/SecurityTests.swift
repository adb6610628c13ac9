import Foundation
import SecurityCompat
import Testing

/// Security's keychain stand-in, driven as Ladybug's `OpenRadarKeychain` drives it (a generic password under a service
/// and an account). Apple's "Keychain Services" pages: `SecItemAdd` ("errSecDuplicateItem" when an item with the same
/// primary key exists; a generic password's primary key is its service and account, with the access group and
/// synchronizability), `SecItemCopyMatching` (`kSecReturnData` gives `CFData`, `kSecReturnAttributes` a dictionary
/// that also holds `kSecValueData` when both are asked, `kSecMatchLimitAll` an array), `SecItemUpdate`,
/// `SecItemDelete`, and the status codes' values (`errSecItemNotFound` is -25300, `errSecDuplicateItem` -25299).
@Suite(.serialized) struct SecurityTests {
  init() { SimulatedKeychain.removeAll() }

  private func query(account: String) -> [String: Any] {
    [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "Ladybug",
      kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccount as String: account,
    ]
  }

  private func password(account: String) -> (status: OSStatus, password: String?) {
    var query = query(account: account)
    query[kSecReturnData as String] = kCFBooleanTrue
    query[kSecReturnAttributes as String] = kCFBooleanTrue
    query[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: CFTypeRef?
    let status = SecItemCopyMatching(query as CFDictionary, &result)
    let attributes = result as? NSDictionary
    return (status, (attributes?[kSecValueData as String] as? Data).flatMap { String(data: $0, encoding: .utf8) })
  }

  @Test func addFindUpdateAndDeleteAGenericPassword() {
    var trace: [String] = []
    func record(_ step: String, _ status: OSStatus) { trace.append("\(step) \(status)") }
    trace.append("find \(password(account: "openradar"))")
    var item = query(account: "openradar")
    item[kSecValueData as String] = Data("key-1".utf8)
    record("add", SecItemAdd(item as CFDictionary, nil))
    record("add again", SecItemAdd(item as CFDictionary, nil))
    trace.append("find \(password(account: "openradar"))")
    trace.append("other account \(password(account: "someone"))")
    let change = [kSecValueData as String: Data("key-2".utf8)]
    record("update", SecItemUpdate(query(account: "openradar") as CFDictionary, change as CFDictionary))
    trace.append("find \(password(account: "openradar"))")
    record("delete", SecItemDelete(query(account: "openradar") as CFDictionary))
    record("delete again", SecItemDelete(query(account: "openradar") as CFDictionary))
    trace.append("find \(password(account: "openradar"))")
    #expect(
      trace == [
        "find (status: -25300, password: nil)",
        "add 0",
        "add again -25299",
        "find (status: 0, password: Optional(\"key-1\"))",
        "other account (status: -25300, password: nil)",
        "update 0",
        "find (status: 0, password: Optional(\"key-2\"))",
        "delete 0",
        "delete again -25300",
        "find (status: -25300, password: nil)",
      ])
  }

  @Test func allMatchesComeBackAsAnArrayAndDataAlone() {
    for account in ["a", "b"] {
      var item = query(account: account)
      item[kSecValueData as String] = Data(account.utf8)
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    }
    let all: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "Ladybug",
      kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll,
    ]
    var result: CFTypeRef?
    #expect(SecItemCopyMatching(all as CFDictionary, &result) == noErr)
    let accounts = (result as? NSArray)?.compactMap { ($0 as? NSDictionary)?[kSecAttrAccount as String] as? String }
    #expect(accounts == ["a", "b"])
    var dataOnly = query(account: "b")
    dataOnly[kSecReturnData as String] = true
    var data: CFTypeRef?
    #expect(SecItemCopyMatching(dataOnly as CFDictionary, &data) == noErr)
    #expect((data as? Data).map { String(decoding: $0, as: UTF8.self) } == "b")
    #expect(SimulatedKeychain.count == 2)
    #expect(SecItemAdd([kSecAttrAccount as String: "no class"] as CFDictionary, nil) == errSecParam)
  }
}
