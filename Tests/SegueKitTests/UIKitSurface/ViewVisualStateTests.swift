import SegueKit
import Testing

/// A view whose layout passes are counted.
@MainActor
private final class CountingView: UIView {
  var trace: [String] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    trace.append("layoutSubviews")
  }

  override func tintColorDidChange() {
    trace.append("tintColorDidChange")
  }
}

/// A view that records the superview hooks, its own and its subviews', into a shared trace.
@MainActor
private final class HookView: UIView {
  let name: String
  let log: (String) -> Void

  init(_ name: String, log: @escaping (String) -> Void) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  private func label(_ view: UIView?) -> String { (view as? HookView)?.name ?? "nil" }

  override func willMove(toSuperview newSuperview: UIView?) {
    log("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }
  override func didMoveToSuperview() { log("\(name).didMoveToSuperview \(label(superview))") }
  override func didAddSubview(_ subview: UIView) { log("\(name).didAddSubview(\(label(subview)))") }
  override func willRemoveSubview(_ subview: UIView) { log("\(name).willRemoveSubview(\(label(subview)))") }
}

/// A view backed by a gradient layer.
@MainActor
private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// UIView's visual state, its layer, its layout passes and superview hooks, and the labels' and buttons' UIKit properties.
///
/// Source: Apple's documentation for `UIView` (`layer`, `layerClass`, `clipsToBounds`, `tintColor` — "inherits the
/// tint color of its superview … the default is system blue", `setNeedsLayout()` and `layoutIfNeeded()`,
/// `layoutMargins` defaults, `sizeThatFits(_:)`, `willMove(toSuperview:)`, `didMoveToSuperview()`,
/// `didAddSubview(_:)`, `willRemoveSubview(_:)`), `CALayer`'s documented defaults, `UILabel` and `UIButton`.
@MainActor
@Suite struct ViewVisualStateTests {
  @Test func visualStateReadsBackWithUIKitsDefaults() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.backgroundColor == nil)
    #expect([view.alpha, view.layoutMargins.left] == [1, 8])
    #expect(view.contentMode == .scaleToFill && view.isOpaque && !view.clipsToBounds)
    #expect(view.center == CGPoint(x: 60, y: 40))
    view.backgroundColor = .systemBackground
    view.alpha = 0.5
    view.center = CGPoint(x: 50, y: 50)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.backgroundColor == .systemBackground)
    #expect(view.alpha == 0.5)
    #expect(view.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
  }

  @Test func theLayerIsCreatedOnceFromTheLayerClassAndSharesClipping() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    view.backgroundColor = .red
    let layer = view.layer
    #expect(layer is CAGradientLayer)
    #expect(view.layer === layer)
    #expect(layer.frame == view.frame)
    #expect(layer.backgroundColor == UIColor.red.cgColor)
    view.clipsToBounds = true
    #expect(layer.masksToBounds)
    layer.masksToBounds = false
    #expect(!view.clipsToBounds)
    layer.cornerRadius = 8
    layer.borderColor = UIColor.separator.cgColor
    #expect([layer.cornerRadius, layer.borderWidth, layer.shadowRadius] == [8, 0, 3])
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
  }

  @Test func sublayersKeepTheirOrder() {
    let layer = CALayer()
    let (back, front, middle) = (CALayer(), CAShapeLayer(), CALayer())
    layer.addSublayer(back)
    layer.addSublayer(front)
    layer.insertSublayer(middle, at: 1)
    #expect(layer.sublayers?.map { ObjectIdentifier($0) } == [back, middle, front].map { ObjectIdentifier($0) })
    middle.removeFromSuperlayer()
    #expect(middle.superlayer == nil)
    #expect(layer.sublayers?.count == 2)
  }

  @Test func tintColorIsInheritedAndChangesAreHeard() {
    let parent = UIView()
    let child = CountingView()
    parent.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .red
    #expect(child.tintColor == .red)
    child.tintColor = .green
    parent.tintColor = .orange
    child.tintColor = nil
    #expect(child.tintColor == .orange)
    #expect(child.trace == ["tintColorDidChange", "tintColorDidChange", "tintColorDidChange"])
  }

  @Test func layoutIfNeededLaysOutOncePerSetNeedsLayout() {
    let parent = CountingView()
    let child = CountingView()
    parent.addSubview(child)
    parent.layoutIfNeeded()
    parent.setNeedsLayout()
    child.setNeedsLayout()
    parent.setNeedsLayout()
    parent.layoutIfNeeded()
    parent.layoutIfNeeded()
    #expect(parent.trace == ["layoutSubviews"])
    #expect(child.trace == ["layoutSubviews"])
  }

  @Test func convertUsesFrames() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    root.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
    #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
    #expect(b.convert(CGRect(x: 0, y: 0, width: 4, height: 4), from: a) == CGRect(x: -5, y: -5, width: 4, height: 4))
  }

  @Test func labelAndButtonPropertiesReadBack() {
    let label = UILabel()
    #expect(label.font == .systemFont(ofSize: 17))
    #expect(label.textColor == .label && label.numberOfLines == 1 && label.textAlignment == .natural)
    label.attributedText = NSAttributedString(string: "Hello")
    #expect(label.text == "Hello")
    label.text = "Bye"
    #expect(label.attributedText?.string == "Bye")

    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    button.setTitleColor(.red, for: .highlighted)
    button.isHighlighted = true
    #expect(button.currentImage == UIImage(systemName: "plus"))
    #expect(button.currentTitleColor == .red)
    #expect(button.image(for: .disabled) == UIImage(systemName: "plus"))
    #expect(button.backgroundImage(for: .normal) == nil)
  }

  @Test func barItemsTakeImages() {
    let home = UIImage(named: "home")
    let tab = UITabBarItem(title: "Home", image: home, selectedImage: UIImage(named: "home.fill"))
    let plain = UITabBarItem(title: "Feed", image: home, tag: 2)
    let button = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
    #expect(tab.image == home)
    #expect(tab.selectedImage == UIImage(named: "home.fill"))
    #expect(plain.selectedImage == home)
    #expect(button.image == UIImage(systemName: "gear"))
  }

  @Test func superviewHooksRunAroundEachMove() {
    var trace: [String] = []
    let log: (String) -> Void = { trace.append($0) }
    let (a, b, child) = (HookView("a", log: log), HookView("b", log: log), HookView("child", log: log))
    a.addSubview(child)
    a.addSubview(child)  // Already there: reordered, no hooks.
    b.addSubview(child)
    child.removeFromSuperview()
    #expect(
      trace == [
        "child.willMove(toSuperview: a)", "child.didMoveToSuperview a", "a.didAddSubview(child)",
        "child.willMove(toSuperview: b)", "a.willRemoveSubview(child)", "child.didMoveToSuperview b",
        "b.didAddSubview(child)",
        "child.willMove(toSuperview: nil)", "b.willRemoveSubview(child)", "child.didMoveToSuperview nil",
      ])
  }
}
