import Foundation
import SegueKitTesting
import Testing

/// The app's own gesture recognizers, recognizing the driver's gestures as UIKit arbitrates them. Sources: Apple's
/// documentation of `UIGestureRecognizer` (states: a discrete gesture goes from possible to ended, a continuous one
/// through began, changed and ended, sending the actions at each; `require(toFail:)`; `cancelsTouchesInView`,
/// true by default: "touches are cancelled in the view when a gesture is recognized"), of
/// `UIGestureRecognizerDelegate` (`gestureRecognizerShouldBegin(_:)`, `gestureRecognizer(_:shouldReceive:)`), of
/// `UISwipeGestureRecognizer.direction` (right by default), `UILongPressGestureRecognizer.minimumPressDuration`
/// (0.5 s), `UIScreenEdgePanGestureRecognizer.edges`, and "Event Handling Guide for iOS" (a single tap on a button
/// is the button's, not a tap recognizer's of a view containing it).
@MainActor
@Suite struct GestureDriverTests {
  /// Writes down each action a recognizer sends, with its state.
  final class Recorder: SelectorActionTarget {
    var log: [String] = []
    func perform(action: Selector, sender: Any?) -> Bool {
      guard let recognizer = sender as? UIGestureRecognizer else { return false }
      var line = "\(action) \(Self.name(recognizer.state))"
      if let pan = recognizer as? UIPanGestureRecognizer {
        let moved = pan.translation(in: nil)
        line += " (\(Int(moved.x)), \(Int(moved.y)))"
      }
      if let pinch = recognizer as? UIPinchGestureRecognizer { line += " ×\(pinch.scale)" }
      log.append(line)
      return true
    }

    static func name(_ state: UIGestureRecognizer.State) -> String {
      ["possible", "began", "changed", "ended", "cancelled", "failed"][state.rawValue]
    }
  }

  final class Gate: UIGestureRecognizerDelegate {
    var allowsBegin = true
    var receivesTouches = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      receivesTouches
    }
  }

  final class Photo: UIViewController {
    let recorder = Recorder()
    let gate = Gate()
    let photo = UIImageView(image: UIImage(named: "photo"))
    let pan = UIPanGestureRecognizer()
    let press = UILongPressGestureRecognizer()

    override func viewDidLoad() {
      super.viewDidLoad()
      photo.isUserInteractionEnabled = true
      view.addSubview(photo)
      let swipe = UISwipeGestureRecognizer(target: recorder, action: Selector("swiped:"))
      swipe.direction = [.left, .right]
      pan.addTarget(recorder, action: Selector("panned:"))
      pan.require(toFail: swipe)
      press.addTarget(recorder, action: Selector("pressed:"))
      press.delegate = gate
      let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector("pinched:"))
      let tap = UITapGestureRecognizer(target: recorder, action: Selector("tapped:"))
      for recognizer in [swipe, pan, press, pinch, tap] { photo.addGestureRecognizer(recognizer) }
      let edge = UIScreenEdgePanGestureRecognizer(target: recorder, action: Selector("edge:"))
      edge.edges = .left
      view.addGestureRecognizer(edge)
    }
  }

  @Test func recognizersSeeTheDriversGesturesWithUIKitsStates() throws {
    let photo = Photo()
    let app = SegueApp(rootViewController: photo)
    #expect(app.elements.map(\.description) == ["view image='photo'"])
    try app.tap("photo")
    try app.swipe(.left, on: "photo")
    try app.pan(by: CGPoint(x: 0, y: 40), on: "photo")
    let short = try #require(throws: SegueAppError.self) { try app.longPress("photo", duration: 0.4) }
    try app.longPress("photo")
    photo.gate.allowsBegin = false
    let refused = try #require(throws: SegueAppError.self) { try app.longPress("photo") }
    try app.pinch("photo", scale: 2)
    try app.swipeFromEdge()
    let noRecognizer = try #require(throws: SegueAppError.self) { try app.swipeFromEdge(.right) }
    #expect(
      photo.recorder.log == [
        "tapped: ended",
        "swiped: ended",
        "panned: began (0, 40)", "panned: changed (0, 40)", "panned: ended (0, 40)",
        "pressed: began", "pressed: ended",
        "pinched: began ×2.0", "pinched: changed ×2.0", "pinched: ended ×2.0",
        "edge: began (200, 0)", "edge: changed (200, 0)", "edge: ended (200, 0)",
      ])
    #expect(
      [short.message, refused.message, noRecognizer.message] == [
        "no gesture recognizer recognized the long press on 'photo'",
        "no gesture recognizer recognized the long press on 'photo'",
        "no gesture recognizer recognized the edge swipe on the screen",
      ])
    #expect([photo.pan.state, photo.press.state] == [.possible, .possible])
  }

  final class Inbox: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let recorder = Recorder()
    let gate = Gate()
    let dismissKeyboard = UITapGestureRecognizer()
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let table = UITableView()
      table.dataSource = self
      table.delegate = self
      view.addSubview(table)
      let compose = UIButton(type: .system)
      compose.setTitle("Compose", for: .normal)
      compose.addAction(UIAction { [unowned self] _ in log.append("compose") }, for: .touchUpInside)
      view.addSubview(compose)
      dismissKeyboard.addTarget(recorder, action: Selector("dismissKeyboard:"))
      dismissKeyboard.delegate = gate
      view.addGestureRecognizer(dismissKeyboard)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Welcome"
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("selected row \(indexPath.row)")
    }
  }

  @Test func aTapRecognizerThatCancelsTouchesKeepsTheTapFromTheRowButNotFromAButton() throws {
    let inbox = Inbox()
    let app = SegueApp(rootViewController: inbox)
    try app.tap("Welcome")
    try app.tap("Compose")
    inbox.dismissKeyboard.cancelsTouchesInView = false
    try app.tap("Welcome")
    inbox.gate.receivesTouches = false
    try app.tap("Welcome")
    #expect(inbox.recorder.log == ["dismissKeyboard: ended", "dismissKeyboard: ended"])
    #expect(inbox.log == ["compose", "selected row 0", "selected row 0"])
  }
}
