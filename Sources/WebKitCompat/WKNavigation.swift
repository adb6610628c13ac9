public import Foundation

/// One navigation of a web view. Mirrors WebKit's `WKNavigation`.
@preconcurrency @MainActor
open class WKNavigation: NSObject {
  open var effectiveContentMode: WKWebpagePreferences.ContentMode { .mobile }
  /// The request the navigation loads. Not in WebKit.
  public let request: URLRequest
  /// Why the navigation started. Not in WebKit.
  public let navigationType: WKNavigationType

  init(request: URLRequest, navigationType: WKNavigationType) {
    self.request = request
    self.navigationType = navigationType
  }
}

/// Why a navigation started. Mirrors WebKit's `WKNavigationType`.
public enum WKNavigationType: Int, Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

/// Whether a navigation goes ahead. Mirrors WebKit's `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

/// Whether a response is shown. Mirrors WebKit's `WKNavigationResponsePolicy`.
public enum WKNavigationResponsePolicy: Int, Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

/// A frame of a page. Mirrors WebKit's `WKFrameInfo`.
@preconcurrency @MainActor
open class WKFrameInfo: NSObject {
  open private(set) var isMainFrame: Bool
  open private(set) var request: URLRequest
  open private(set) var securityOrigin: WKSecurityOrigin
  open private(set) weak var webView: WKWebView?

  init(isMainFrame: Bool, request: URLRequest, webView: WKWebView? = nil) {
    self.isMainFrame = isMainFrame
    self.request = request
    securityOrigin = WKSecurityOrigin(url: request.url)
    self.webView = webView
  }
}

/// A page's origin. Mirrors WebKit's `WKSecurityOrigin`.
@preconcurrency @MainActor
open class WKSecurityOrigin: NSObject {
  open private(set) var `protocol`: String
  open private(set) var host: String
  open private(set) var port: Int

  init(url: URL?) {
    `protocol` = url?.scheme ?? ""
    host = url?.host ?? ""
    port = url?.port ?? 0
  }
}

/// What a navigation is about to do. Mirrors WebKit's `WKNavigationAction`.
@preconcurrency @MainActor
open class WKNavigationAction: NSObject {
  open private(set) var request: URLRequest
  open private(set) var navigationType: WKNavigationType
  open private(set) var sourceFrame: WKFrameInfo
  /// The frame the navigation loads into; `nil` for a new window.
  open private(set) var targetFrame: WKFrameInfo?
  open var shouldPerformDownload: Bool { false }

  /// A navigation action as the web view makes it. Not in WebKit, whose actions only the web view makes.
  public init(request: URLRequest, navigationType: WKNavigationType, targetFrame: WKFrameInfo?) {
    self.request = request
    self.navigationType = navigationType
    sourceFrame = WKFrameInfo(isMainFrame: true, request: request)
    self.targetFrame = targetFrame
  }

  convenience init(request: URLRequest, navigationType: WKNavigationType) {
    self.init(
      request: request, navigationType: navigationType, targetFrame: WKFrameInfo(isMainFrame: true, request: request))
  }
}

/// The response a navigation got. Mirrors WebKit's `WKNavigationResponse`.
@preconcurrency @MainActor
open class WKNavigationResponse: NSObject {
  open private(set) var isForMainFrame: Bool
  open private(set) var response: URLResponse
  open private(set) var canShowMIMEType: Bool

  init(response: URLResponse) {
    isForMainFrame = true
    self.response = response
    canShowMIMEType = true
  }
}

/// The features a page asked a new window to have. Mirrors WebKit's `WKWindowFeatures`.
@preconcurrency @MainActor
open class WKWindowFeatures: NSObject {
  open private(set) var menuBarVisibility: NSNumber?
  open private(set) var statusBarVisibility: NSNumber?
  open private(set) var toolbarsVisibility: NSNumber?
  open private(set) var allowsResizing: NSNumber?
  open private(set) var x: NSNumber?
  open private(set) var y: NSNumber?
  open private(set) var width: NSNumber?
  open private(set) var height: NSNumber?
}

/// The device a page asks to use. Mirrors WebKit's `WKMediaCaptureType`.
public enum WKMediaCaptureType: Int, Sendable {
  case camera = 0
  case microphone = 1
  case cameraAndMicrophone = 2
}

/// The answer to a page's permission request. Mirrors WebKit's `WKPermissionDecision`.
public enum WKPermissionDecision: Int, Sendable {
  case prompt = 0
  case grant = 1
  case deny = 2
}

/// A WebKit error. Mirrors WebKit's `WKError` (its codes' raw values are WebKit's).
public struct WKError: Error, CustomNSError, Hashable, Sendable {
  /// The kinds of WebKit errors.
  public enum Code: Int, Sendable {
    case unknown = 1
    case webContentProcessTerminated = 2
    case webViewInvalidated = 3
    case javaScriptExceptionOccurred = 4
    case javaScriptResultTypeIsUnsupported = 5
    case contentRuleListStoreCompileFailed = 6
    case contentRuleListStoreLookUpFailed = 7
    case contentRuleListStoreRemoveFailed = 8
    case contentRuleListStoreVersionMismatch = 9
    case attributedStringContentFailedToLoad = 10
    case attributedStringContentLoadTimedOut = 11
  }

  public let code: Code

  public init(_ code: Code) {
    self.code = code
  }

  public static var errorDomain: String { WKErrorDomain }
  public var errorCode: Int { code.rawValue }
}

/// WebKit's error domain. Mirrors `WKErrorDomain`.
public let WKErrorDomain = "WKErrorDomain"
