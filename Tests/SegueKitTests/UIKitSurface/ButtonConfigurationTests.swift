import SegueKit
import Testing

/// UIKit's iOS 15 button configurations and the screen's coordinate space, as apps of the wide corpus write them
/// (Custom Transitions' `UIButton(configuration: .borderedProminent(), primaryAction:)`, TheNews's
/// `UIWindow(frame: windowScene.coordinateSpace.bounds)`).
///
/// Source: Apple's documentation for `UIButton.Configuration` ("`borderedProminent()` … an alternative name for the
/// `filled()` style"; `bordered()` for `gray()`, `borderedTinted()` for `tinted()`, `borderless()` for `plain()`),
/// `UIButton.init(configuration:primaryAction:)`, `configurationUpdateHandler`, and `UIWindowScene.coordinateSpace`.
@MainActor
@Suite struct ButtonConfigurationTests {
  @Test func configuredButtonKeepsItsConfigurationAndRunsItsAction() {
    var tapped = 0
    var configuration = UIButton.Configuration.borderedProminent()
    configuration.title = "Dismiss"
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in tapped += 1 })
    #expect(button.configuration == configuration)
    #expect(button.configuration?.imagePadding == 8)
    #expect(button.accessibilityLabel == "Dismiss", "a configured button is named by its configuration's title")
    button.sendActions(for: .primaryActionTriggered)
    #expect(tapped == 1)
    #expect(
      [
        UIButton.Configuration.borderedProminent() == .filled(), UIButton.Configuration.bordered() == .gray(),
        UIButton.Configuration.borderedTinted() == .tinted(), UIButton.Configuration.borderless() == .plain(),
        UIButton.Configuration.plain() == .filled(),
      ] == [true, true, true, true, false])
  }

  @Test func updateHandlerRunsWhenTheConfigurationChanges() {
    var updates: [String?] = []
    let button = UIButton(configuration: .plain())
    button.configurationUpdateHandler = { updates.append($0.configuration?.title) }
    button.configuration?.title = "Next"
    button.setNeedsUpdateConfiguration()
    #expect(updates == ["Next", "Next"])
  }

  @Test func screenAndSceneCoordinateSpacesAreTheScreensBounds() {
    // The screen follows the key window, which an earlier test may have left in landscape, where the fixed (portrait)
    // space differs from the screen's bounds, as on iOS: start from a portrait iPhone's window.
    _ = showInWindow(UIViewController())
    #expect(UIScreen.main.coordinateSpace.bounds == UIScreen.main.bounds)
    #expect(UIScreen.main.fixedCoordinateSpace.bounds.size == UIScreen.main.bounds.size)
    let scene = UIScreen.main.coordinateSpace
    #expect(scene.convert(CGPoint(x: 15, y: 25), to: UIScreen.main.fixedCoordinateSpace) == CGPoint(x: 15, y: 25))
  }
}
