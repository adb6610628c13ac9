public import StoryboardFormat

/// Something a three-way merge could not decide, with where it is on each side.
public struct MergeConflict: Sendable, Hashable, Codable {
  /// The rule that could not decide.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Both sides changed the same attribute (or text) to different values; ours is kept.
    case attribute
    /// One side deleted an object the other changed; the changed object is kept.
    case deleteModify
    /// Both sides created different elements with the same id; ours is kept.
    case idCollision
    /// Both sides moved an object to different parents; ours is kept.
    case move
    /// An id is used by more than one object in one side; those objects are merged by position.
    case duplicateID
    /// An object could not be placed (moves on the two sides made a cycle); it is left out.
    case unplaced
  }

  public var kind: Kind
  /// What it is about, in words: "segue 'showDetail' kind: ours 'show', theirs 'presentation'".
  public var message: String
  /// The object's address (`#id` or a path below one).
  public var address: String
  /// Where it is in ours, in theirs and in the base.
  public var ours: SourceLocation?
  public var theirs: SourceLocation?
  public var base: SourceLocation?

  /// `ours-location: conflict: message (theirs at …)`, the form compilers and Xcode print.
  public var description: String {
    let anchor = (ours ?? theirs ?? base).map { "\($0): " } ?? ""
    var sides: [String] = []
    if let ours { sides.append("ours \(ours)") }
    if let theirs { sides.append("theirs \(theirs)") }
    if let base { sides.append("base \(base)") }
    return "\(anchor)conflict: \(message) [\(kind.rawValue)] (\(sides.joined(separator: ", ")))"
  }
}
