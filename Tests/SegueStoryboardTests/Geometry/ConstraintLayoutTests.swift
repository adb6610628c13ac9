import Foundation
import SegueKit
import SegueTestSupport
import Testing

@testable import SegueKitCore
@testable import SegueKitViews

/// Frames that constraints determine, solved as Auto Layout solves them. Every expectation is worked out by hand from
/// Apple's Auto Layout Guide: "Anatomy of a Constraint" (`item1.attribute1 = multiplier × item2.attribute2 +
/// constant`; leading and trailing are left and right in a left-to-right language; priorities below 1000 give way,
/// higher ones first), "Working with Constraints in Interface Builder" (margins: a view controller's root view has the
/// system minimum margins, 16 points in a compact width, inside its safe area; the top layout guide's bottom is the
/// safe area's top) and "Views with Intrinsic Content Size" (content hugging and compression resistance). The
/// device is an iPhone 16 (393 × 852 points, scale 3; safe area 59 top and 34 bottom in portrait, 59 at the sides
/// and 21 bottom in landscape); frames are aligned to its pixels (thirds of a point).
@MainActor
@Suite struct ConstraintLayoutTests {
  init() { Runtime.fresh() }

  /// `x,y wxh` with up to three decimals.
  static func describe(_ frame: CGRect) -> String {
    func n(_ value: CGFloat) -> String {
      let rounded = (Double(value) * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
    return "\(n(frame.minX)),\(n(frame.minY)) \(n(frame.width))x\(n(frame.height))"
  }

  static func corpusStoryboard(_ path: String) -> UIStoryboard? {
    let url = Corpus.root.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return UIStoryboard(url: url)
  }

  /// Swift Radio's station page (`InfoDetailViewController`, saved at 414 × 896) pushed in a navigation controller:
  /// its safe area starts under the 44-point bar (59 + 44 = 103) and ends 34 above the bottom. The background image
  /// fills the view between the safe area's sides; the header sits 20 below the safe area's top and 16 inside its
  /// sides, its height its stored 70 (a stack view's content height, kept); the text view follows 16 below it
  /// between the margins (16), keeping its stored height 192; the Okay button is 36 tall, 20 above the safe area's
  /// bottom (852 − 34 − 20 − 36 = 762), between the margins.
  @Test func swiftRadiosStationPageInPortraitAndLandscape() throws {
    guard let storyboard = Self.corpusStoryboard("apps/SwiftRadio/SwiftRadio/Main.storyboard") else {
      print(Corpus.appsSkipMessage)
      return
    }
    let page = storyboard.instantiateViewController(withIdentifier: "InfoDetailViewController")
    let navigation = UINavigationController(rootViewController: page)
    let window = Runtime.show(navigation)
    let frames = { page.view.subviews.map { Self.describe($0.frame) } }
    #expect(Self.describe(page.view.frame) == "0,0 393x852")
    #expect(frames() == ["0,0 393x852", "16,123 361x70", "16,209 361x192", "16,762 361x36"])
    // Landscape (852 × 393): the bar is 32 tall in a compact height, the safe area 59 in from each side and 21 from
    // the bottom; the margins are 16 inside it (75 from each edge). The button ends 20 above the safe area's bottom
    // (393 − 21 − 20 = 352, so its top is 316), and its required `top >= text view's bottom + 8` shrinks the text
    // view, whose stored height is kept only below every real priority: 316 − 8 − 138 = 170.
    window.orientation = .landscapeLeft
    MainQueue.drain()
    #expect(Self.describe(page.view.frame) == "0,0 852x393")
    #expect(frames() == ["59,0 734x393", "75,52 702x70", "75,138 702x170", "75,316 702x36"])
    window.orientation = .portrait
    MainQueue.drain()
    #expect(frames() == ["0,0 393x852", "16,123 361x70", "16,209 361x192", "16,762 361x36"])
  }

  /// Fleet's test app, the Corgi scene (saved at 375 × 667; no stack view), shown full screen. The image view is 72
  /// below the top layout guide (59 + 72 = 131) and 36 inside the margins (16 + 36 = 52 to 393 − 52 = 341). The label
  /// is centred in the view (its stored 86.5 × 21 as intrinsic size: centre 196.5, 426), and 36 below the image
  /// view, which therefore stretches to 415.5 − 36 − 131 = 248.5 (its hugging, 251, gives way before the label's
  /// compression resistance, 750); the pixel grid puts 415.5 at 415.667. The buttons are 64 below the label and
  /// 64 inside the margins (80, and 393 − 80 − 69 = 244), centred on one line.
  @Test func fleetsCorgiSceneCentresAndUsesTheMargins() throws {
    guard
      let storyboard = Self.corpusStoryboard(
        "storyboards/jwfriese__Fleet__FleetTestApp_Source_PuppyStoryboard.storyboard")
    else {
      print(Corpus.skipMessage)
      return
    }
    let corgi = storyboard.instantiateViewController(withIdentifier: "CorgiViewController")
    Runtime.show(corgi)
    #expect(
      corgi.view.subviews.map { Self.describe($0.frame) } == [
        "153.333,415.667 86.333x21", "52,131 289x248.667", "80,500.667 69x30", "244,500.667 69x30",
      ])
  }

  /// Constraints made in code with anchors and with `NSLayoutConstraint(item:…)`, solved by `layoutIfNeeded()`: a
  /// centred square half the container's width, and a view whose two width constraints of different priorities
  /// conflict (the higher, 750, wins over 250, Auto Layout Guide, "Constraint Priorities").
  @Test func codeMadeConstraintsAndPriorities() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let square = UIView()
    let bar = UIView()
    for view in [square, bar] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      square.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      NSLayoutConstraint(
        item: square, attribute: .height, relatedBy: .equal, toItem: square, attribute: .width, multiplier: 1,
        constant: 0),
      bar.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      bar.topAnchor.constraint(equalTo: square.bottomAnchor, constant: 4),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    let low = bar.widthAnchor.constraint(equalToConstant: 100)
    low.priority = .defaultLow
    let high = bar.widthAnchor.constraint(equalToConstant: 150)
    high.priority = .defaultHigh
    NSLayoutConstraint.activate([low, high])
    container.layoutIfNeeded()
    #expect(Self.describe(square.frame) == "75,25 150x150")
    #expect(Self.describe(bar.frame) == "8,179 150x10")
    // A new constant shows at the next pass.
    high.isActive = false
    container.layoutIfNeeded()
    #expect(Self.describe(bar.frame) == "8,179 100x10")
  }

  /// Two required widths that cannot both hold: UIKit logs "Unable to simultaneously satisfy constraints.", lists the
  /// constraints involved, and breaks one; the layout goes on with the rest. Here the one broken is the one that
  /// could not be added to those before it, and a later pass does not log the same conflict again.
  @Test func unsatisfiableConstraintsAreLoggedOnceAndOneIsBroken() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      narrow, wide, view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    container.layoutIfNeeded()
    #expect(Self.describe(view.frame) == "0,0 100x20")
    let logged = Console.messages.filter { $0.contains("Unable to simultaneously satisfy constraints.") }
    #expect(logged.count == 1)
    let message = logged.first ?? ""
    #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
    #expect(message.contains("\"\(narrow.layoutDescription)\",\n    \"\(wide.layoutDescription)\""))
    #expect(message.contains("Will attempt to recover by breaking constraint \n\(wide.layoutDescription)\n"))
  }

  /// A scene of `sections` rows of ten views, as a long form or a dashboard is built: each row a view 44 tall, 8
  /// below the previous one, between the margins; in it, nine labels side by side, each 8 after the previous one,
  /// as big as their text, a digit (intrinsic, hugging and compression as in UIKit; the 30 × 20 frame given in code
  /// does not count, as in UIKit), centred vertically. Returns the solver's work and the last label's frame in the
  /// root.
  static func form(sections: Int) -> (work: Int, last: CGRect) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    var previous: UIView?
    var constraints: [NSLayoutConstraint] = []
    var last: UIView?
    for _ in 0..<sections {
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(row)
      constraints += [
        row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8),
        row.heightAnchor.constraint(equalToConstant: 44),
      ]
      var left: UIView?
      for index in 0..<9 {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        label.text = "\(index)"
        label.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(label)
        constraints += [
          label.leadingAnchor.constraint(equalTo: left?.trailingAnchor ?? row.leadingAnchor, constant: 8),
          label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ]
        left = label
      }
      if let left { constraints.append(left.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor)) }
      previous = row
      last = left
    }
    NSLayoutConstraint.activate(constraints)
    let work = ConstraintLayout.layOut(root)
    return (work, last.map { $0.convert($0.bounds, to: root) } ?? .zero)
  }

  /// A 500-view scene (50 rows of ten) is solved, and the solver's work (cells of the tableau written, which does not
  /// depend on the machine) grows about in proportion to the scene: twice the views, at most 2.6 times the work (2.37
  /// when measured). A solver that rewrote every row for each constraint, as a textbook tableau does, would do four
  /// times the work. (One
  /// column of 500 views whose heights are all soft is another matter: each view's position then depends on every
  /// height above it, in any Cassowary tableau, and the work grows with the square of the column.)
  @Test func aBigSceneStaysLinear() {
    let half = Self.form(sections: 25)
    let full = Self.form(sections: 50)
    // The last label: 8 + 9 × 8 + 78.667 = 158.667 across (the margin, 8 before each label, the eight labels before
    // it, which SegueKit's text measure makes 9.667 to 10 wide: a 17-point digit); row 50's top at 8 + 49 × 52 =
    // 2556, the label (one line: 20.333 at 3×) centred in its 44 points, on the pixel grid.
    #expect(Self.describe(full.last) == "158.667,2568 10x20.333")
    #expect(Double(full.work) <= 2.6 * Double(half.work))
  }
}
