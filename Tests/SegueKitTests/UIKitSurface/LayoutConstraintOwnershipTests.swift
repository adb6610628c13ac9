import Foundation
import SegueKit
import Testing

/// A constraint does not own its items, and leaves its holder's `constraints` as soon as an item leaves the holder's
/// subtree.
///
/// Sources: UIKit's Swift interface declares `unowned(unsafe) var firstItem: AnyObject? { get }` and the same for
/// `secondItem` (`assign` in Objective-C's `NSLayoutConstraint.h`); Apple's documentation of
/// `UIView.removeFromSuperview()`: "Calling this method removes any constraints that refer to the view you are
/// removing, or that refer to any view in the subtree of the view you are removing."
@MainActor
@Suite struct LayoutConstraintOwnershipTests {
  @Test func aConstraintDoesNotKeepItsItemsAlive() {
    let root = UIView()
    var label: UIView? = UIView()
    weak let released = label
    root.addSubview(label!)
    let pinned = label!.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    pinned.isActive = true
    label!.removeFromSuperview()
    label = nil
    #expect(released == nil)
    #expect(!pinned.isActive && root.constraints.isEmpty)
  }

  @Test func aRemovedViewTakesItsConstraintsAtOnceEvenIfAddedBack() {
    let root = UIView()
    let card = UIView()
    let label = UIView()
    root.addSubview(card)
    card.addSubview(label)
    let inset = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let width = card.widthAnchor.constraint(equalTo: root.widthAnchor)
    NSLayoutConstraint.activate([inset, width])
    // Removing the card takes the label's constraint with it; adding the card back does not restore it.
    card.removeFromSuperview()
    root.addSubview(card)
    #expect(root.constraints == [])
    #expect([inset.isActive, width.isActive] == [false, false])
  }

  @Test func movingAViewOutOfTheHolderTakesItsConstraints() {
    let root = UIView()
    let left = UIView()
    let right = UIView()
    let label = UIView()
    root.addSubview(left)
    root.addSubview(right)
    left.addSubview(label)
    let inLeft = label.topAnchor.constraint(equalTo: left.topAnchor)
    let inRoot = label.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([inLeft, inRoot])
    right.addSubview(label)
    #expect(left.constraints == [] && root.constraints == [inRoot])
    #expect([inLeft.isActive, inRoot.isActive] == [false, true])
  }

  @Test func aDeallocatedHolderLeavesItsConstraintsInactive() {
    var root: UIView? = UIView()
    let label = UIView()
    root!.addSubview(label)
    let pinned = label.topAnchor.constraint(equalTo: root!.topAnchor)
    pinned.isActive = true
    // The root goes while the label is still its subview: the root's constraints go with it.
    root = nil
    #expect(!pinned.isActive && label.superview == nil)
    // A constraint of a deallocated view, on the view itself, is inactive too.
    var view: UIView? = UIView()
    let height = view!.heightAnchor.constraint(equalToConstant: 44)
    height.isActive = true
    #expect(height.isActive)
    view = nil
    #expect(!height.isActive)
  }
}
