import AndroidControllers
import AndroidControllersTesting
import AndroidShop
import Foundation
import SegueTestSupport
import Testing

/// A seeded random walk through the AndroidShop store's navigation — actions, the dialog, tab switches (saved and
/// restored back stacks), order placing (popUpTo inclusive), deep links, rotation, Back — checking after each step
/// that the back stack and the fragments agree: every entry's graph is below it (AndroidX `addEntryToBackStack`),
/// the entries' life cycles follow `updateBackStackLifecycle` (top RESUMED, the entry under a dialog STARTED, the rest
/// CREATED), and the host shows exactly the top destination's fragment (plus the dialog's when it is on top).
@MainActor @Suite struct NavigationRandomWalkTests {
  @Test(.tags(.android6_2), arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func aRandomWalkKeepsTheBackStackAndTheFragmentsInStep(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let app = try AndroidApp.launch(
      appFolder: NavHostFragmentTests.folder, activities: AndroidShopClasses.activities,
      fragments: AndroidShopClasses.fragments)
    var steps: [String] = []
    for _ in 0..<150 {
      let step = try takeStep(app, &generator)
      steps.append(step)
      if let broken = check(app) {
        Issue.record("seed \(seed) after \(steps.suffix(6)): \(broken)")
        return
      }
    }
  }

  private func takeStep(_ app: AndroidApp, _ generator: inout SplitMix64) throws -> String {
    guard let store = app.topActivity as? StoreActivity, let nav = store.navController else {
      try app.onActivity(AndroidShop.MainActivity.self) { $0.startActivity(Intent($0, StoreActivity.self)) }
      return "open the store"
    }
    let current = nav.currentDestination?.idName ?? "?"
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1:
      let tab = ["Catalog", "Basket", "Account"].randomElement(using: &generator)!
      try app.click(text: tab)
      return "tab \(tab)"
    case 2:
      try app.pressBack()
      return "back"
    case 3:
      try app.rotate()
      return "rotate"
    case 4:
      let name = ["Espresso", "Moka", "Kettle"].randomElement(using: &generator)!
      try app.step { nav.navigate(Uri.parse("shop://item/\(name)")) }
      return "deep link \(name)"
    default:
      // The screen's own button, as a user would tap it.
      let button: String? =
        switch current {
        case "catalog": "Kettle"
        case "item": "Rate"
        case "basket": "Checkout"
        case "checkout": "Place order"
        default: nil
        }
      guard let button else {
        if current == "rate", let dialog = dialogFragment(store) as? RateDialogFragment {
          try app.step { dialog.rate() }
          return "rate"
        }
        try app.pressBack()
        return "back from \(current)"
      }
      try app.click(text: button)
      return "click \(button)"
    }
  }

  private func host(_ store: StoreActivity) -> Fragment? {
    store.supportFragmentManager.fragments.first { $0 is NavHostFragment }
  }

  private func dialogFragment(_ store: StoreActivity) -> Fragment? {
    host(store)?.childFragmentManager.fragments.first { $0 is RateDialogFragment }
  }

  /// What must hold when the store is in front; `nil` when it does.
  private func check(_ app: AndroidApp) -> String? {
    guard let store = app.topActivity as? StoreActivity, let nav = store.navController else { return nil }
    let entries = nav.backStack
    guard let top = entries.last else { return "the store's back stack is empty" }
    if entries.first?.destination.idName != "store_graph" { return "the root graph is not at the bottom" }
    for (index, entry) in entries.enumerated() {
      if let parent = entry.destination.parent, !entries[..<index].contains(where: { $0.destination === parent }) {
        return "\(entry.destination.idName ?? "?") has no entry of its graph below it"
      }
    }
    let isDialogTop = top.destination.navigatorName == "dialog"
    let under = entries.dropLast().last { !($0.destination is NavGraph) }
    for entry in entries where !(entry.destination is NavGraph) {
      let expected: Lifecycle.State = entry === top ? .RESUMED : (isDialogTop && entry === under ? .STARTED : .CREATED)
      if entry.lifecycle.currentState != expected {
        return "\(entry.destination.idName ?? "?") is \(entry.lifecycle.currentState), not \(expected)"
      }
    }
    guard let host = host(store) else { return "no NavHostFragment" }
    let shown = host.childFragmentManager.fragments.filter { !($0 is RateDialogFragment) }
    let screen = isDialogTop ? under : top
    let expectedClass = screen?.destination.className?.split(separator: ".").last.map(String.init) ?? "?"
    if shown.map({ "\(type(of: $0))" }) != [expectedClass] {
      return "the host shows \(shown.map { "\(type(of: $0))" }), not [\(expectedClass)]"
    }
    if (dialogFragment(store) != nil) != isDialogTop { return "the dialog fragment and the rate entry disagree" }
    return nil
  }
}
