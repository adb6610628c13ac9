import Foundation
import SegueKitTesting
import Testing

/// A controller pushed with `hidesBottomBarWhenPushed` hides the tab bar: Apple's documentation of the property, "If
/// `true`, the bottom bar remains hidden until the view controller is popped from the stack". The hidden bar's tabs
/// are not elements a finger can tap.
@MainActor
@Suite struct BottomBarDriverTests {
  @Test func aControllerPushedWithHidesBottomBarWhenPushedHidesTheTabs() throws {
    let list = UIViewController()
    list.title = "Cities"
    let navigation = UINavigationController(rootViewController: list)
    navigation.tabBarItem = UITabBarItem(title: "Cities", image: nil, tag: 0)
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, settings]
    let app = SegueApp(rootViewController: tabs)
    #expect(app.elements.map(\.description) == ["tab 'Cities'", "tab 'Settings'"])

    let city = UIViewController()
    city.title = "Cologne"
    city.hidesBottomBarWhenPushed = true
    try app.step { navigation.pushViewController(city, animated: true) }
    #expect(app.elements.map(\.description) == ["back button 'Cities'"])
    let error = try #require(throws: SegueAppError.self) { try app.tap("Settings") }
    #expect(error.message == "no element titled 'Settings' on screen; visible: 'Cities'")

    // A controller pushed above it keeps the bar hidden; popping back to the root shows it again.
    try app.step { navigation.pushViewController(UIViewController(), animated: true) }
    #expect(app.elements.map(\.description) == ["back button 'Cologne'"])
    try app.step { navigation.popToRootViewController(animated: true) }
    #expect(app.elements.map(\.description) == ["tab 'Cities'", "tab 'Settings'"])
  }
}
