public import Foundation

/// The settings a web view is made with. Mirrors WebKit's `WKWebViewConfiguration`.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject, @preconcurrency NSCopying {
  open var userContentController = WKUserContentController()
  open var websiteDataStore: WKWebsiteDataStore = .default()
  open var preferences = WKPreferences()
  open var defaultWebpagePreferences = WKWebpagePreferences()
  open var processPool = WKProcessPool()
  open var applicationNameForUserAgent: String? = "Mobile/15E148"
  open var allowsInlineMediaPlayback = false
  open var allowsAirPlayForMediaPlayback = true
  open var allowsPictureInPictureMediaPlayback = true
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  open var dataDetectorTypes: WKDataDetectorTypes = []
  open var ignoresViewportScaleLimits = false
  open var suppressesIncrementalRendering = false
  open var limitsNavigationsToAppBoundDomains = false

  public override init() {
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    do {
      let copy = WKWebViewConfiguration()
      copy.userContentController = userContentController
      copy.websiteDataStore = websiteDataStore
      copy.preferences = preferences
      copy.defaultWebpagePreferences = defaultWebpagePreferences
      copy.processPool = processPool
      copy.applicationNameForUserAgent = applicationNameForUserAgent
      copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
      copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
      copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
      copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
      copy.dataDetectorTypes = dataDetectorTypes
      copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
      copy.suppressesIncrementalRendering = suppressesIncrementalRendering
      copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
      return copy
    }
  }
}

/// Media types. Mirrors WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var audio: WKAudiovisualMediaTypes { WKAudiovisualMediaTypes(rawValue: 1 &<< 0) }
  public static var video: WKAudiovisualMediaTypes { WKAudiovisualMediaTypes(rawValue: 1 &<< 1) }
  public static var all: WKAudiovisualMediaTypes { WKAudiovisualMediaTypes(rawValue: UInt.max) }
}

/// Content a web view turns into links. Mirrors WebKit's `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var phoneNumber: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 0) }
  public static var link: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 1) }
  public static var address: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 2) }
  public static var calendarEvent: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 3) }
  public static var trackingNumber: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 4) }
  public static var flightNumber: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 5) }
  public static var lookupSuggestion: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: 1 &<< 6) }
  public static var all: WKDataDetectorTypes { WKDataDetectorTypes(rawValue: UInt.max) }
}

/// A web view's preferences. Mirrors WebKit's `WKPreferences`.
@preconcurrency @MainActor
open class WKPreferences: NSObject {
  open var minimumFontSize: CGFloat = 0
  open var javaScriptCanOpenWindowsAutomatically = false
  @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use WKWebpagePreferences.allowsContentJavaScript")
  open var javaScriptEnabled = true
  open var isFraudulentWebsiteWarningEnabled = true
  open var isElementFullscreenEnabled = false
}

/// Preferences for one navigation. Mirrors WebKit's `WKWebpagePreferences`.
@preconcurrency @MainActor
open class WKWebpagePreferences: NSObject {
  /// The content mode a page is shown in. Mirrors `WKWebpagePreferences.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case recommended = 0
    case mobile = 1
    case desktop = 2
  }

  open var preferredContentMode: ContentMode = .recommended
  open var allowsContentJavaScript = true
}

/// The web content processes' pool. Mirrors WebKit's `WKProcessPool`.
@preconcurrency @MainActor
open class WKProcessPool: NSObject {}
