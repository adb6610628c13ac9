import Foundation

/// The device's keychain, in memory: the items `SecItemAdd` stores, shared by every app of the process as one
/// device's keychain is by launches of one app. (Not in Security.)
///
/// An item is its attributes (strings to values) and its secret. A query matches an item of its class whose
/// attributes equal every attribute the query names; `kSecReturn…`, `kSecMatch…` and `kSecValueData` are not
/// attributes. Nothing is encrypted, and accessibility is kept but not enforced: the simulated device is unlocked.
public enum SimulatedKeychain {
  /// One stored item.
  struct Item {
    var attributes: [String: AnyHashable]
    var data: Data?
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var storage: [Item] = []

  /// Runs `body` on the items, behind the lock.
  private static func withItems<Result>(_ body: (inout [Item]) -> Result) -> Result {
    lock.withLock { body(&storage) }
  }

  /// How many items the keychain holds.
  public static var count: Int { withItems { $0.count } }

  /// Empties the keychain, as erasing the device does (for a test that starts without saved passwords).
  public static func removeAll() { withItems { $0.removeAll() } }

  /// The primary key's attributes of each class (Apple's "Keychain Services": item class keys and values).
  private static let primaryKeys: [String: [String]] = [
    "genp": ["svce", "acct", "agrp", "sync"],
    "inet": ["srvr", "acct", "ptcl", "port", "path", "agrp", "sync"],
  ]

  /// A dictionary's entries with string keys and hashable values (what keychain queries hold).
  static func entries(of dictionary: NSDictionary) -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, value) in dictionary {
      guard let name = (key as? String) ?? (key as? NSString).map({ String($0) }) else { continue }
      result[name] = value
    }
    return result
  }

  private static func attributes(of entries: [String: Any]) -> [String: AnyHashable] {
    var attributes: [String: AnyHashable] = [:]
    for (key, value) in entries
    where !key.hasPrefix("r_") && !key.hasPrefix("m_") && key != "v_Data" {
      if let string = string(value) {
        attributes[key] = string
      } else if let hashable = value as? AnyHashable {
        attributes[key] = hashable
      }
    }
    return attributes
  }

  private static func data(of entries: [String: Any]) -> Data? {
    (entries["v_Data"] as? Data) ?? (entries["v_Data"] as? NSData).map { Data(referencing: $0) }
  }

  private static func matches(_ item: Item, _ query: [String: AnyHashable]) -> Bool {
    query.allSatisfy { item.attributes[$0.key] == $0.value }
  }

  static func add(_ entries: [String: Any], result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let attributes = attributes(of: entries)
    guard let itemClass = attributes["class"] as? String, let key = primaryKeys[itemClass] else { return errSecParam }
    let item = Item(attributes: attributes, data: data(of: entries))
    return withItems { items in
      let duplicate = items.contains { stored in
        stored.attributes["class"] == attributes["class"] && key.allSatisfy { stored.attributes[$0] == attributes[$0] }
      }
      if duplicate { return errSecDuplicateItem }
      items.append(item)
      return errSecSuccess
    }
  }

  static func copyMatching(_ entries: [String: Any], result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    let query = attributes(of: entries)
    guard query["class"] != nil else { return errSecParam }
    let found = withItems { $0.filter { matches($0, query) } }
    guard !found.isEmpty else { return errSecItemNotFound }
    let returnsData = isTrue(entries["r_Data"])
    let returnsAttributes = isTrue(entries["r_Attributes"])
    let all = string(entries["m_Limit"]) == "m_LimitAll"
    func value(of item: Item) -> AnyObject? {
      if returnsAttributes {
        var dictionary: [String: Any] = item.attributes.mapValues { $0.base }
        if returnsData, let data = item.data { dictionary["v_Data"] = data }
        return NSDictionary(dictionary: dictionary)
      }
      if returnsData { return item.data.map { NSData(data: $0) } }
      return nil
    }
    let values = (all ? found : [found[0]]).compactMap(value)
    result?.pointee = all ? NSArray(array: values) : values.first
    return errSecSuccess
  }

  static func update(_ entries: [String: Any], with changes: [String: Any]) -> OSStatus {
    let query = attributes(of: entries)
    guard query["class"] != nil else { return errSecParam }
    let newAttributes = attributes(of: changes)
    let newData = data(of: changes)
    return withItems { items in
      var updated = false
      for index in items.indices where matches(items[index], query) {
        items[index].attributes.merge(newAttributes) { $1 }
        if let newData { items[index].data = newData }
        updated = true
      }
      return updated ? errSecSuccess : errSecItemNotFound
    }
  }

  static func delete(_ entries: [String: Any]) -> OSStatus {
    let query = attributes(of: entries)
    guard query["class"] != nil else { return errSecParam }
    return withItems { items in
      let before = items.count
      items.removeAll { matches($0, query) }
      return items.count < before ? errSecSuccess : errSecItemNotFound
    }
  }

  private static func string(_ value: Any?) -> String? {
    (value as? String) ?? (value as? NSString).map { String($0) }
  }

  private static func isTrue(_ value: Any?) -> Bool {
    (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
  }
}
