import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// Receives selector actions and records them, as a view controller with `@objc` methods would.
@MainActor
private final class ActionLog: SelectorActionTarget {
  var received: [String] = []

  func perform(action: Selector, sender: Any?) -> Bool {
    received.append("\(action)")
    return true
  }
}

/// Calls spelled exactly as UIKit code spells them: `creator:` left out, `Any?` targets, `AnyClass?` cell classes.
@MainActor
@Suite struct UIKitCallSpellingTests {
  static let storyboardText =
    StoryboardFixture.scene("A", title: "A")
    + StoryboardFixture.scene("B", title: "B", attributes: "storyboardIdentifier=\"BID\"")

  @Test func creatorDefaultsToNil() throws {
    Runtime.fresh()
    let storyboard = StoryboardFixture.storyboard(initial: "A", Self.storyboardText)
    let initial: TracedSceneViewController? = storyboard.instantiateInitialViewController()
    let b: TracedSceneViewController = storyboard.instantiateViewController(identifier: "BID")
    #expect(initial?.title == "A")
    #expect(b.title == "B")
    #expect(Trace.shared.take() == ["A.init(coder:)", "A.awakeFromNib", "B.init(coder:)", "B.awakeFromNib"])
  }

  @Test func targetsAreAny() {
    let log = ActionLog()
    let target: Any? = log
    let button = UIButton()
    button.addTarget(target, action: Selector("buy:"), for: .touchUpInside)
    button.addTarget(log, action: Selector("removed:"), for: .touchUpInside)
    button.removeTarget(log, action: Selector("removed:"), for: .touchUpInside)
    button.simulateTap()
    let recognizer = UITapGestureRecognizer(target: target, action: Selector("tapped:"))
    recognizer.addTarget(log as Any, action: Selector("alsoTapped:"))
    recognizer.simulateRecognition()
    let item = UIBarButtonItem(title: "Done", style: .done, target: target, action: Selector("done:"))
    #expect(log.received == ["buy:", "tapped:", "alsoTapped:"])
    #expect(item.target === log)
  }

  @Test func cellClassesAreAnyClass() {
    let table = UITableView()
    let cellClass: AnyClass? = CodeTableCell.self
    table.register(cellClass, forCellReuseIdentifier: "Row")
    let registered = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
    // A bare `nil` is ambiguous between the class and nib overloads, in UIKit too.
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Row")
    let unregistered = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    collection.register(CodeCollectionCell.self as AnyClass, forCellWithReuseIdentifier: "Item")
    let item = collection.dequeueReusableCell(withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
    #expect(registered is CodeTableCell)
    #expect(type(of: unregistered) == UITableViewCell.self)
    #expect(item is CodeCollectionCell)
    _ = Trace.shared.take()
  }

  @Test func aClassThatIsNotACellRaisesInvalidArgument() {
    let table = UITableView()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    let exceptions =
      UIKitException.capture { table.register(UIView.self, forCellReuseIdentifier: "Row") }
      + UIKitException.capture { collection.register(UIView.self, forCellWithReuseIdentifier: "Item") }
    #expect(
      exceptions.map { "\($0.name.rawValue): \($0.reason)" } == [
        "NSInvalidArgumentException: must pass a class of kind UITableViewCell",
        "NSInvalidArgumentException: must pass a class of kind UICollectionViewCell",
      ])
  }
}
