import Foundation
import Screens

#if canImport(UIKit)
  import UIKit
#else
  import SegueKit
#endif

// Proves that the code SegueGenPlugin generated for `Screens` compiles, is public (`.segue-gen.yml`), finds
// `Flow.storyboard` in `Bundle.module`, and that its identifiers and destination types are right. Prints what it
// saw and exits 1 on the first difference.

var failures = 0
@MainActor func expect(_ actual: String, _ expected: String) {
  print(actual == expected ? "ok: \(actual)" : "FAILED: got '\(actual)', expected '\(expected)'")
  if actual != expected { failures += 1 }
}

expect(StoryboardScene.Flow.storyboardName, "Flow")
expect(StoryboardSegue.Flow.ItemListViewControllerSegues.identifiers.joined(separator: ", "), "show-detail, edit items")

let navigation = StoryboardScene.Flow.instantiateInitial()
let window = UIWindow(device: .iPhone)
window.rootViewController = navigation
window.makeKeyAndVisible()
_ = MainQueue.drain()
let list = navigation.viewControllers.first as? ItemListViewController
expect(list.map { "\(type(of: $0))" } ?? "nil", "ItemListViewController")
expect(String(describing: type(of: StoryboardScene.Flow.instantiateItemList())), "ItemListViewController")
expect(String(describing: type(of: StoryboardScene.Flow.instantiateItemDetail())), "ItemDetailViewController")

list?.performSegue(withIdentifier: "show-detail", sender: nil)
_ = MainQueue.drain()
list?.performSegue(withIdentifier: "edit items", sender: nil)
_ = MainQueue.drain()
expect(
  list?.prepared.joined(separator: "; ") ?? "-",
  "showDetail: ItemDetailViewController item=Grinder; editItems: EditItemsViewController itemCount=3")
expect(navigation.viewControllers.map { $0.title ?? "-" }.joined(separator: ", "), "Items, Detail")

print(failures == 0 ? "ScreensCheck: all passed" : "ScreensCheck: \(failures) failed")
if failures > 0 { exit(1) }
