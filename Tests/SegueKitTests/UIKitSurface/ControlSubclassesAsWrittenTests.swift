import Foundation
import SegueKit
import Testing

/// Subclasses of the controls and views as iOS apps write them (overriding UIKit's designated and required
/// initializers and overridable members) compile unchanged.
///
/// Source: the initializers in UIKit's `UIActivityIndicatorView.h`, `UIStackView.h`, `UITextField.h`,
/// `UISegmentedControl.h` and `UIScrollView.h`.
@MainActor
@Suite struct ControlSubclassesAsWrittenTests {
  final class Spinner: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) {
      super.init(style: style)
    }

    required init(coder: NSCoder) {
      fatalError("Not implemented")
    }
  }

  final class Column: UIStackView {
    init() {
      super.init(frame: .zero)
      axis = .vertical
      translatesAutoresizingMaskIntoConstraints = false
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class PaddedField: UITextField {
    var began = 0
    override init(frame: CGRect) {
      super.init(frame: frame)
      borderStyle = .roundedRect
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func becomeFirstResponder() -> Bool {
      began += 1
      return super.becomeFirstResponder()
    }

    override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }
  }

  final class Tabs: UISegmentedControl {
    override init(items: [Any]?) {
      super.init(items: items)
      selectedSegmentIndex = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Refresher: UIRefreshControl {
    override init() {
      super.init()
      attributedTitle = NSAttributedString(string: "Pull to refresh")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Row: UIStackView {
    // UIKit's init(arrangedSubviews:) is a convenience initializer: a subclass overrides init(frame:) and inherits it.
    override init(frame: CGRect) {
      super.init(frame: frame)
      spacing = 4
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class Pager: UIScrollView, UIScrollViewDelegate {
    var pages: [Int] = []
    override init(frame: CGRect) {
      super.init(frame: frame)
      isPagingEnabled = true
      showsHorizontalScrollIndicator = false
      delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      pages.append(Int(scrollView.contentOffset.x / max(bounds.width, 1)))
    }
  }

  @Test func subclassesWrittenForIOSWork() {
    let window = UIWindow()
    let field = PaddedField(frame: .zero)
    window.addSubview(field)
    _ = field.becomeFirstResponder()
    let pager = Pager(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    pager.simulateDrag(to: CGPoint(x: 200, y: 0))
    #expect(Spinner(style: .large).style == .large)
    #expect(Column().axis == .vertical)
    let tabs = Tabs(items: ["A", "B"])
    #expect(field.began == 1)
    #expect(tabs.selectedSegmentIndex == 0)
    #expect(field.isEditing)
    #expect(pager.pages == [2])
    #expect(Refresher().attributedTitle?.string == "Pull to refresh")
    #expect(Row(arrangedSubviews: [UIView()]).arrangedSubviews.count == 1)
  }
}
