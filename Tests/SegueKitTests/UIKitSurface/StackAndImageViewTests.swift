import Foundation
import SegueKit
import Testing

/// Stack views, image views and visual-effect views.
///
/// Source: Apple's documentation for `UIStackView.addArrangedSubview(_:)` ("also adds it as a subview"),
/// `removeArrangedSubview(_:)` ("the view is not removed from the stack's subviews array"), `arrangedSubviews`
/// (a view removed from the stack view is removed from it too), `UIImageView.isUserInteractionEnabled` (`false` by
/// default) and `UIVisualEffectView.contentView`.
@MainActor
@Suite struct StackAndImageViewTests {
  @Test func arrangedSubviewsFollowUIKitsRules() {
    let first = UIView()
    let second = UIView()
    let third = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.insertArrangedSubview(third, at: 0)
    #expect(stack.arrangedSubviews == [third, first, second])
    #expect(stack.subviews == [first, second, third])
    stack.removeArrangedSubview(first)
    #expect(stack.arrangedSubviews == [third, second])
    #expect(stack.subviews == [first, second, third])
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews == [third])
    stack.setCustomSpacing(12, after: third)
    #expect(stack.customSpacing(after: third) == 12)
    #expect(stack.customSpacing(after: first) == UIStackView.spacingUseDefault)
    #expect([stack.axis == .horizontal, stack.distribution == .fill, stack.alignment == .fill] == [true, true, true])
  }

  @Test func anImageViewIgnoresTouchesAndAnimatesOnlyWithImages() {
    let view = UIImageView(image: nil)
    #expect(!view.isUserInteractionEnabled)
    #expect(!UIImageView(frame: .zero).isUserInteractionEnabled)
    view.animationImages = []
    view.startAnimating()
    #expect(!view.isAnimating)
    view.isHighlighted = true
    #expect(view.displayedImage == nil)
  }

  @Test func anEffectViewHoldsItsContentView() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let effectView = UIVisualEffectView(effect: blur)
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
    effectView.contentView.addSubview(vibrancy)
    #expect(effectView.subviews == [effectView.contentView])
    #expect(effectView.effect === blur)
    #expect((vibrancy.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
    #expect(UIBlurEffect.Style.dark.rawValue == 2)
  }
}
