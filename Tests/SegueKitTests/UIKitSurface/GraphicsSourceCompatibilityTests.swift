import SegueKit
import Testing

// Written as for iOS (the patterns the corpus apps use): app extensions on UIColor and UIImage, a view styled
// through its layer, a shape layer and attributed text. That this file compiles is the check.

extension UIColor {
  convenience init(hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  static let brandTint = UIColor(hex: 0x3366FF)
}

@MainActor
private final class CardView: UIView {
  let titleLabel = UILabel()
  let progressLayer = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    layer.cornerRadius = 12
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    progressLayer.path = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    layer.borderColor = UIColor.separator.cgColor
  }

  private func commonInit() {
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 8
    layer.masksToBounds = true
    layer.borderWidth = 1
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.addSublayer(progressLayer)
    progressLayer.fillRule = .evenOdd
    progressLayer.strokeColor = UIColor.brandTint.cgColor
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.textColor = .secondaryLabel
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.lineBreakMode = .byWordWrapping
    titleLabel.adjustsFontForContentSizeCategory = true
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    titleLabel.attributedText = NSAttributedString(
      string: "Title",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.label, .paragraphStyle: style])
    addSubview(titleLabel)
  }
}

@MainActor
@Suite struct GraphicsSourceCompatibilityTests {
  @Test func codeWrittenForIOSCompilesAndKeepsItsValues() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    card.setNeedsLayout()
    card.layoutIfNeeded()
    let config = UIImage.SymbolConfiguration(pointSize: 23.0, weight: .regular)
    let image = UIImage(systemName: "xmark", withConfiguration: config)?.withRenderingMode(.alwaysOriginal)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    card.alpha = 0.9
    CATransaction.commit()
    #expect(card.progressLayer.path == UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath)
    #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(card.titleLabel.text == "Title")
    #expect(UIColor.brandTint == UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
    #expect(image?.renderingMode == .alwaysOriginal)
    #expect(CATransaction.animationDuration() == 0.25)
  }
}
