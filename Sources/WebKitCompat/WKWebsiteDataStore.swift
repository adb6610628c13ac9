public import Foundation

// WebKit's website data types (WKWebsiteDataRecord.h).
public let WKWebsiteDataTypeFetchCache = "WKWebsiteDataTypeFetchCache"
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
public let WKWebsiteDataTypeServiceWorkerRegistrations = "WKWebsiteDataTypeServiceWorkerRegistrations"

/// Cookies, caches and storage of web views. Mirrors WebKit's `WKWebsiteDataStore`; it holds no data (no page ever
/// loads), so removing answers at once and fetching finds nothing. Removals are recorded in ``removals`` (not in
/// WebKit).
@preconcurrency @MainActor
open class WKWebsiteDataStore: NSObject {
  private static let defaultStore = WKWebsiteDataStore(isPersistent: true)

  open private(set) var isPersistent: Bool
  /// Each removal the app asked for: the types and the date. Not in WebKit.
  public private(set) var removals: [(types: Set<String>, since: Date)] = []

  private init(isPersistent: Bool) {
    self.isPersistent = isPersistent
  }

  open class func `default`() -> WKWebsiteDataStore { defaultStore }
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

  open class func allWebsiteDataTypes() -> Set<String> {
    [
      WKWebsiteDataTypeFetchCache, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache,
      WKWebsiteDataTypeOfflineWebApplicationCache, WKWebsiteDataTypeCookies, WKWebsiteDataTypeSessionStorage,
      WKWebsiteDataTypeLocalStorage, WKWebsiteDataTypeWebSQLDatabases, WKWebsiteDataTypeIndexedDBDatabases,
      WKWebsiteDataTypeServiceWorkerRegistrations,
    ]
  }

  /// Removes the data of `dataTypes` changed since `date`; `completionHandler` runs on the main queue.
  open func removeData(
    ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @MainActor () -> Void
  ) {
    removals.append((dataTypes, date))
    MainQueue.async { completionHandler() }
  }

  /// The records of `dataTypes`: none.
  open func fetchDataRecords(
    ofTypes dataTypes: Set<String>, completionHandler: @escaping @MainActor ([WKWebsiteDataRecord]) -> Void
  ) {
    MainQueue.async { completionHandler([]) }
  }
}

/// One site's website data. Mirrors WebKit's `WKWebsiteDataRecord`.
@preconcurrency @MainActor
open class WKWebsiteDataRecord: NSObject {
  open private(set) var displayName = ""
  open private(set) var dataTypes: Set<String> = []
}
