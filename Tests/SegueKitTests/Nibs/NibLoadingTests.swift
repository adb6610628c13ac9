import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// `UINib`, `Bundle.loadNibNamed` and self-loading views. The order of nib loading is Apple's "The Nib Object Life
/// Cycle" (Resource Programming Guide): objects made, then connections, then `awakeFromNib` to the objects the nib
/// made (never to File's Owner).
@MainActor
@Suite struct NibLoadingTests {
  @Test func instantiationMakesObjectsThenConnectsThenAwakes() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["Card.xib": NibFixtures.card])
    defer { folder.remove() }
    let owner = NibCardOwner()
    let objects = UINib(nibName: "Card", bundle: bundle).instantiate(withOwner: owner, options: nil)
    #expect(
      Trace.shared.take() == [
        // The label finishes inside the card's init(coder:), as UIKit decodes subviews there.
        "label init(coder:)",
        "card init(coder:) subviews=0",
        "owner.card set",
        "card.titleLabel set",
        "label awakeFromNib",
        "card awakeFromNib titleLabel=Hello",
      ])
    let card = try #require(objects.first as? NibCardView)
    #expect(objects.count == 1)
    #expect(owner.card === card)
    #expect(card.subviews.map { String(describing: type(of: $0)) } == ["NibTracedLabel", "UIButton"])
    #expect(card.titleLabel === card.subviews[0])
  }

  @Test func eachInstantiationMakesNewObjects() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["Card.xib": NibFixtures.card])
    defer { folder.remove() }
    let nib = UINib(nibName: "Card", bundle: bundle)
    let first = try #require(nib.instantiate(withOwner: nil).first as? NibCardView)
    let second = try #require(nib.instantiate(withOwner: nil).first as? NibCardView)
    #expect(first !== second)
    #expect(first.titleLabel !== second.titleLabel)
  }

  @Test func actionsReachTheOwner() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["Card.xib": NibFixtures.card])
    defer { folder.remove() }
    let owner = NibCardOwner()
    let objects = bundle.loadNibNamed("Card", owner: owner, options: nil)
    let button = try #require((objects?.first as? UIView)?.subviews.last as? UIButton)
    button.simulateTap()
    button.simulateTap()
    #expect(owner.opened == ["Open", "Open"])
  }

  @Test func nibDataDecodesTheXib() throws {
    startClean()
    let nib = UINib(data: Data(NibFixtures.card.utf8), bundle: nil)
    let card = try #require(nib.instantiate(withOwner: nil).first as? NibCardView)
    #expect(card.titleLabel?.text == "Hello")
  }

  @Test func externalObjectsStandForTheirPlaceholders() throws {
    startClean()
    let nib = NibFixtures.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      <placeholder placeholderIdentifier="CardOwnerProxy" id="ext-1">
          <connections>
              <outlet property="card" destination="crd" id="o9"/>
          </connections>
      </placeholder>
      <view id="crd" customClass="NibCardView" customModule="SegueKitTests"/>
      """)
    let proxy = NibCardOwner()
    let objects = UINib(data: Data(nib.utf8), bundle: nil).instantiate(
      withOwner: nil, options: [.externalObjects: ["CardOwnerProxy": proxy]])
    #expect(proxy.card === objects.first as AnyObject?)
  }

  // Appendix A: a missing nib raises UIKit's exception, from `instantiate` and from `loadNibNamed`.
  @Test(.tags(.appendixA)) func missingNibRaises() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle([:])
    defer { folder.remove() }
    let exceptions = UIKitException.capture {
      _ = UINib(nibName: "Nowhere", bundle: bundle).instantiate(withOwner: nil)
      _ = bundle.loadNibNamed("Nowhere", owner: nil)
    }
    let reason = "Could not load NIB in bundle: '\(bundle)' with name 'Nowhere'"
    #expect(exceptions == [UIKitException(name: .internalInconsistency, reason: reason)])
  }

  @Test func compiledNibsAreReportedNotRead() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["Compiled~iphone.nib": "binary"])
    defer { folder.remove() }
    let objects = UINib(nibName: "Compiled", bundle: bundle).instantiate(withOwner: nil)
    #expect(objects.isEmpty)
    #expect(
      Console.messages == ["SegueKit reads nib sources (.xib), not compiled nibs: nib 'Compiled' makes no objects."])
  }

  @Test func aViewLoadsItsOwnNib() throws {
    startClean()
    let (bundle, folder) = try NibFixtures.bundle(["NibBadgeView.xib": NibFixtures.selfLoading])
    defer { folder.remove() }
    NibBadgeView.bundle = bundle
    defer { NibBadgeView.bundle = nil }
    let badge = NibBadgeView(frame: .zero)
    #expect(badge.countLabel?.text == "0")
    #expect(badge.subviews.first === badge.contentView)
    #expect(badge.contentView?.subviews.first === badge.countLabel)
  }

  @Test func aNibThatLoadsItselfForeverStops() throws {
    startClean()
    let nib = NibFixtures.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      <view id="rec" customClass="NibRecursiveView" customModule="SegueKitTests"/>
      """)
    let (bundle, folder) = try NibFixtures.bundle(["NibRecursiveView.xib": nib])
    defer { folder.remove() }
    NibRecursiveView.bundle = bundle
    defer { NibRecursiveView.bundle = nil }
    let objects = bundle.loadNibNamed("NibRecursiveView", owner: nil)
    #expect(objects?.count == 1)
    #expect(
      Console.messages == [
        "Nib 'NibRecursiveView' is being loaded 32 levels deep, each load starting the next: SegueKit stops here, "
          + "where UIKit would overflow the stack."
      ])
  }

  @Test func objectsSegueKitCannotMakeAreReported() throws {
    startClean()
    let nib = NibFixtures.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      <customObject id="obj-1" customClass="DataSource"/>
      <view id="v-1"/>
      """)
    let objects = UINib(data: Data(nib.utf8), bundle: nil).instantiate(withOwner: nil)
    #expect(objects.count == 1 && objects.first is UIView)
    #expect(
      Console.messages == [
        "SegueKit does not make <customObject> objects from nibs: object obj-1 of nib '<data>' is left out."
      ])
  }

  /// Each test starts with an empty console and trace (tests run one at a time on the main actor, but between
  /// each other).
  private func startClean() {
    freshRuntime()
    _ = Trace.shared.take()
  }
}
