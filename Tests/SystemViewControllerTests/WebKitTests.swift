import Foundation
import Testing
import WebKitCompat

/// WebKit's stand-in: a view that records loads and tells its navigation delegate what WebKit tells it, in WebKit's
/// order, on the main queue. Apple's pages: `WKNavigationDelegate` (the policy decisions, then
/// `didStartProvisionalNavigation`, `didCommit`, `didFinish`; `didFailProvisionalNavigation` for a navigation that
/// fails to start), `WKWebView.load(_:)`, `loadHTMLString(_:baseURL:)`, `goBack()`, `WKBackForwardList`
/// (https://developer.apple.com/documentation/webkit/…).
@MainActor
@Suite struct WebKitTests {
  @Test func aLoadRunsTheNavigationDelegatesStepsInVirtualTime() throws {
    MainQueue.drain()
    let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: WKWebViewConfiguration())
    let recorder = NavigationRecorder()
    webView.navigationDelegate = recorder
    let url = try #require(URL(string: "https://example.com/a"))
    let navigation = webView.load(URLRequest(url: url))
    #expect(webView.url == url && webView.isLoading && recorder.events.isEmpty)
    MainQueue.drain()
    #expect(!webView.isLoading && webView.estimatedProgress == 1 && webView.title == nil)
    webView.loadHTMLString(
      "<html><head><title> About </title></head></html>", baseURL: URL(string: "https://example.com/b"))
    MainQueue.drain()
    #expect(webView.title == "About" && webView.canGoBack && !webView.canGoForward)
    webView.goBack()
    MainQueue.drain()
    #expect(webView.url == url && webView.canGoForward && webView.backForwardList.forwardList.map(\.url.path) == ["/b"])
    #expect(
      recorder.events == [
        "decideAction(other https://example.com/a)", "didStartProvisional", "decideResponse(200)", "didCommit",
        "didFinish",
        "decideAction(other https://example.com/b)", "didStartProvisional", "decideResponse(200)", "didCommit",
        "didFinish",
        "decideAction(backForward https://example.com/a)", "didStartProvisional", "decideResponse(200)", "didCommit",
        "didFinish",
      ])
    #expect(recorder.navigations.first === navigation)
    #expect(
      webView.loads == [
        .request(URLRequest(url: url)),
        .htmlString("<html><head><title> About </title></head></html>", baseURL: URL(string: "https://example.com/b")),
      ])
  }

  @Test func aCancelledLinkStaysAndAnOfflineLoadFails() throws {
    MainQueue.drain()
    let webView = WKWebView()
    let recorder = NavigationRecorder()
    recorder.cancelsLinks = true
    webView.navigationDelegate = recorder
    let home = try #require(URL(string: "https://example.com/"))
    webView.load(URLRequest(url: home))
    MainQueue.drain()
    webView.simulateLinkTap(to: try #require(URL(string: "https://apple.com/")))
    #expect(webView.url?.host == "apple.com")
    MainQueue.drain()
    #expect(webView.url == home && !webView.isLoading)
    recorder.events = []
    webView.simulatedNavigationError = URLError(.notConnectedToInternet)
    webView.reload()
    MainQueue.drain()
    #expect(
      recorder.events == [
        "decideAction(reload https://example.com/)", "didStartProvisional",
        "didFailProvisional(NSURLErrorDomain -1009)",
      ])
    #expect(webView.url == home && !webView.isLoading && webView.backForwardList.backList.isEmpty)
  }

  @Test func scriptsMessagesAndDataStoreAnswerAsTestsSay() throws {
    MainQueue.drain()
    let configuration = WKWebViewConfiguration()
    let handler = MessageRecorder()
    configuration.userContentController.add(handler, name: "bridge")
    configuration.userContentController.addUserScript(
      WKUserScript(source: "window.ready = true", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
    let webView = WKWebView(frame: .zero, configuration: configuration)
    webView.simulatedJavaScriptResults["document.title"] = "Home"
    var answers: [String] = []
    webView.evaluateJavaScript("document.title") { result, error in answers.append("\(result ?? "nil") \(error == nil)")
    }
    webView.evaluateJavaScript("document.body.remove()") { result, error in
      answers.append("\(result ?? "nil") \((error as? WKError)?.code == .javaScriptResultTypeIsUnsupported)")
    }
    #expect(webView.configuration.userContentController.simulateScriptMessage(name: "bridge", body: ["ok": true]))
    #expect(!webView.configuration.userContentController.simulateScriptMessage(name: "other", body: 1))
    var removed = false
    WKWebsiteDataStore.default().removeData(ofTypes: [WKWebsiteDataTypeDiskCache], modifiedSince: .distantPast) {
      removed = true
    }
    MainQueue.drain()
    #expect(answers == ["Home true", "nil true"] && removed)
    #expect(handler.messages == ["bridge [\"ok\": true]"] && webView.evaluatedScripts.count == 2)
    #expect(webView.configuration.userContentController.userScripts.map(\.source) == ["window.ready = true"])
  }
}

/// Records a web view's navigation delegate calls; cancels link taps when asked (as apps that open links in Safari).
@MainActor
private final class NavigationRecorder: WKNavigationDelegate {
  var events: [String] = []
  var navigations: [WKNavigation] = []
  var cancelsLinks = false

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    events.append(
      "decideAction(\(navigationAction.navigationType) \(navigationAction.request.url?.absoluteString ?? ""))")
    decisionHandler(cancelsLinks && navigationAction.navigationType == .linkActivated ? .cancel : .allow)
  }

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) {
    events.append("decideResponse(\((navigationResponse.response as? HTTPURLResponse)?.statusCode ?? 0))")
    decisionHandler(.allow)
  }

  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
    navigations.append(navigation)
    events.append("didStartProvisional")
  }

  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
  {
    let error = error as NSError
    events.append("didFailProvisional(\(error.domain) \(error.code))")
  }

  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
    events.append("didCommit")
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
    events.append("didFinish")
  }
}

/// Records the messages pages post.
@MainActor
private final class MessageRecorder: WKScriptMessageHandler {
  var messages: [String] = []

  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
    messages.append("\(message.name) \(message.body)")
  }
}
