import Foundation
import OSLogCompat
import Testing

/// Apple's `os` logging on the calls of the corpus apps (openHAB's `os_log` with `%{PUBLIC}@`, its `Logger`s).
@Suite(.serialized) struct OSLogCompatTests {
  @Test func osLogFormatsWithoutPrivacyAnnotations() {
    LogOutput.echoesToStandardError = false
    LogOutput.clear()
    let notifications = OSLog(subsystem: "org.openhab.app", category: "notifications")
    os_log("OpenHABRootViewController viewDidLoad", log: .default, type: .info)
    os_log(
      "my.openHAB registration failed %{PUBLIC}@ %d", log: notifications, type: .error, "timeout", 503)
    os_log("secret %{private, mask.hash}@ and %{public}@", log: notifications, type: .debug, "k", "v")
    os_log("not logged", log: .disabled, type: .fault)
    #expect(
      LogOutput.messages == [
        "info: OpenHABRootViewController viewDidLoad",
        "error org.openhab.app/notifications: my.openHAB registration failed timeout 503",
        "debug org.openhab.app/notifications: secret k and v",
      ])
  }

  @Test func loggerInterpolatesWithPrivacyArguments() {
    LogOutput.echoesToStandardError = false
    LogOutput.clear()
    let logger = Logger(subsystem: "org.openhab.app", category: "SettingsView")
    let url = URL(string: "https://demo.openhab.org")!
    logger.info("Loading \(url, privacy: .public) with \(3) items")
    logger.error("Failed: \("boom", privacy: .private)")
    Logger().notice("plain")
    #expect(
      LogOutput.messages == [
        "info org.openhab.app/SettingsView: Loading https://demo.openhab.org with 3 items",
        "error org.openhab.app/SettingsView: Failed: boom",
        "default: plain",
      ])
  }
}
