import Foundation
import SegueKit
import Testing

/// Baselines and stack views in the layout pass.
///
/// Sources: Apple's `UIView.forFirstBaselineLayout` and `forLastBaselineLayout` (a baseline constraint uses the
/// baseline of the view they return, the view itself by default; "if that view does not have a baseline, Auto Layout
/// uses the view's top edge" for the first and "bottom edge" for the last); `UIStackView.Alignment.firstBaseline`
/// ("aligns its arranged views based on their first baseline", horizontal stacks); `UIStackView.h` on custom spacing
/// ("takes precedence over any other value … Ignored if arrangedSubview is not actually an arranged subview") and on
/// `baselineRelativeArrangement` (vertical spacing "measured from the last baseline of a text-based view, to the first
/// baseline of the view below it"); UIKit's stack view relays out when an arranged view is hidden or shown.
///
/// A label's text is centred vertically in its frame, so its first baseline is half its height, less half its text's
/// height, plus its font's ascender (San Francisco: 1,950/2,048 of the size) below its top. The screens are in an
/// iPhone window (3 pixels a point).
@MainActor
@Suite struct StackAndBaselineLayoutTests {
  final class Screen: UIViewController {
    var build: (UIView) -> Void = { _ in }
    override func viewDidLoad() {
      super.viewDidLoad()
      build(view)
    }
  }

  private func show(_ build: @escaping (UIView) -> Void) -> Screen {
    let screen = Screen()
    screen.build = build
    _ = showInWindow(screen)
    return screen
  }

  private func describe(_ views: [UIView]) -> [String] {
    views.map { view in
      let frame = view.frame
      return String(format: "%.3f,%.3f %.3fx%.3f", frame.minX, frame.minY, frame.width, frame.height)
    }
  }

  private func label(_ text: String, size: CGFloat, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  @Test func viewsAreTheirOwnBaselineViewsAndAlignmentRectsAreTheirFrames() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.forFirstBaselineLayout === view)
    #expect(view.forLastBaselineLayout === view)
    #expect(view.alignmentRect(forFrame: view.frame) == view.frame)
    #expect(view.frame(forAlignmentRect: view.frame) == view.frame)
  }

  @Test func aFirstBaselineConstraintLinesUpTheTextOfTwoFontSizes() {
    let title = label("Orders", size: 34)
    let count = label("12 open", size: 15)
    let plain = UIView()
    plain.translatesAutoresizingMaskIntoConstraints = false
    _ = show { root in
      for view in [title, count, plain] { root.addSubview(view) }
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        count.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
        count.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        // A view without text: its last baseline is its bottom edge.
        plain.leadingAnchor.constraint(equalTo: count.trailingAnchor, constant: 8),
        plain.widthAnchor.constraint(equalToConstant: 10), plain.heightAnchor.constraint(equalToConstant: 10),
        plain.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
      ])
    }
    // The title's baseline: 100 + 40.667/2 - 40.570/2 + 32.373 = 132.422; the caption's first baseline is 14.332 below
    // its top (18/2 - 17.900/2 + 14.282), so its top is at 118.090, on the pixel 118.000 (118.090 × 3 rounds to 354);
    // the square's bottom is on the title's baseline.
    #expect(
      describe([title, count, plain]) == [
        "16.000,100.000 101.000x40.667", "125.000,118.000 54.667x18.000", "187.667,122.333 10.000x10.000",
      ])
  }

  @Test func aHorizontalStackAlignsFirstBaselinesAndHugsTheTallestText() {
    let title = label("Orders", size: 34)
    let count = label("12 open", size: 15)
    let stack = UIStackView(arrangedSubviews: [title, count])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    _ = show { root in
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      ])
    }
    // As the constraint above, inside the stack: the title at its top, the caption's baseline on the title's.
    #expect(
      describe([stack, title, count]) == [
        "16.000,100.000 163.667x40.667", "0.000,0.000 101.000x40.667", "109.000,18.000 54.667x18.000",
      ])
  }

  @Test func customSpacingReplacesTheStacksSpacingAfterItsView() {
    let rows = (0..<4).map { index -> UIView in
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 20).isActive = true
      row.accessibilityIdentifier = "row \(index)"
      return row
    }
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 10
    stack.setCustomSpacing(24, after: rows[0])
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: rows[1])
    stack.translatesAutoresizingMaskIntoConstraints = false
    let outsider = UIView()
    stack.setCustomSpacing(40, after: outsider)
    _ = show { root in
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      ])
    }
    // 24 after the first row, the system's 8 after the second, the stack's 10 after the third.
    #expect(
      describe(rows) == [
        "0.000,0.000 393.000x20.000", "0.000,44.000 393.000x20.000", "0.000,72.000 393.000x20.000",
        "0.000,102.000 393.000x20.000",
      ])
    #expect(stack.customSpacing(after: rows[0]) == 24)
    #expect(stack.customSpacing(after: rows[3]) == UIStackView.spacingUseDefault)
    // A view that is not arranged takes no custom spacing, then or once it is.
    stack.addArrangedSubview(outsider)
    #expect(stack.customSpacing(after: outsider) == UIStackView.spacingUseDefault)
  }

  @Test func hidingAnArrangedViewClosesItsGapAtTheNextRefresh() {
    let rows = (0..<3).map { _ -> UIView in
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 20).isActive = true
      return row
    }
    let stack = UIStackView(arrangedSubviews: rows)
    stack.axis = .vertical
    stack.spacing = 10
    stack.setCustomSpacing(24, after: rows[0])
    stack.translatesAutoresizingMaskIntoConstraints = false
    _ = show { root in
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.widthAnchor.constraint(equalToConstant: 100),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      ])
    }
    #expect(describe([stack, rows[2]]) == ["0.000,100.000 100.000x94.000", "0.000,74.000 100.000x20.000"])
    rows[1].isHidden = true
    // Not before the refresh, which the drain runs.
    #expect(describe([stack, rows[2]]) == ["0.000,100.000 100.000x94.000", "0.000,74.000 100.000x20.000"])
    MainQueue.drain()
    // The first row's custom spacing now leads to the third.
    #expect(describe([stack, rows[2]]) == ["0.000,100.000 100.000x64.000", "0.000,44.000 100.000x20.000"])
    stack.spacing = 4
    rows[1].isHidden = false
    MainQueue.drain()
    #expect(
      describe([stack, rows[1], rows[2]]) == [
        "0.000,100.000 100.000x88.000", "0.000,44.000 100.000x20.000", "0.000,68.000 100.000x20.000",
      ])
  }

  @Test func aBaselineRelativeStackSpacesBaselineToBaseline() {
    let first = label("Name", size: 17)
    let second = label("Address", size: 13)
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    stack.translatesAutoresizingMaskIntoConstraints = false
    _ = show { root in
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      ])
    }
    // The name's last baseline is 16.209 below its top (20.333/2 - 20.287/2 + 16.187); the address's first baseline
    // 12.455 below its top (15.667/2 - 15.513/2 + 12.378): its top is at 16.209 + 30 - 12.455 = 33.754, on the pixel
    // 33.667.
    #expect(describe([first, second]) == ["0.000,0.000 45.000x20.333", "0.000,33.667 50.333x15.667"])
  }

  /// Apple, `hasAmbiguousLayout`: "whether the constraints impacting the layout of the view incompletely specify the
  /// location of the view"; `exerciseAmbiguityInLayout()` "randomly changes the frame of a view with an ambiguous
  /// layout between the different valid values". An intrinsic size is part of what specifies a view's frame.
  @Test func aViewWhoseConstraintsLeaveItsFrameOpenHasAnAmbiguousLayout() {
    let open = UIView()
    let pinned = UIView()
    let title = label("Orders", size: 17)
    _ = show { root in
      for view in [open, pinned, title] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      NSLayoutConstraint.activate([
        open.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        open.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        open.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        open.heightAnchor.constraint(equalToConstant: 30),
        pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        pinned.topAnchor.constraint(equalTo: open.bottomAnchor, constant: 8),
        pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 30),
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        title.topAnchor.constraint(equalTo: pinned.bottomAnchor, constant: 8),
      ])
    }
    #expect([open, pinned, title].map(\.hasAmbiguousLayout) == [true, false, false])
    #expect(open.superview?.hasAmbiguousLayout == false)
    let kept = open.frame
    open.exerciseAmbiguityInLayout()
    #expect(open.frame != kept)
    #expect(open.frame.minY == kept.minY && open.frame.height == kept.height)
    pinned.exerciseAmbiguityInLayout()
    #expect(describe([pinned]) == ["16.000,138.000 50.000x30.000"])
  }

  /// Apple, "Positioning content relative to the safe area": a view's safe area is the part of it its root view's safe
  /// area does not cover, so a full-screen view that is not a controller's root view has the device's insets too; one
  /// placed below the unsafe area has none.
  @Test func aSubviewsSafeAreaGuideFollowsWhereTheViewEndsUp() {
    let fullScreen = UIView()
    let lower = UIView()
    let top = UIView()
    let lowerTop = UIView()
    _ = show { root in
      for (container, marker) in [(fullScreen, top), (lower, lowerTop)] {
        container.translatesAutoresizingMaskIntoConstraints = false
        marker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(marker)
        NSLayoutConstraint.activate([
          marker.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
          marker.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
          marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
      }
      NSLayoutConstraint.activate([
        fullScreen.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        fullScreen.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        fullScreen.topAnchor.constraint(equalTo: root.topAnchor),
        fullScreen.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        lower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        lower.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        lower.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
        lower.heightAnchor.constraint(equalToConstant: 100),
      ])
    }
    #expect(fullScreen.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(describe([top, lowerTop]) == ["0.000,59.000 10.000x10.000", "0.000,0.000 10.000x10.000"])
  }
}
