/// What ``StoryboardMerge`` made of three versions of a file.
public struct MergeResult: Sendable {
  /// The merged file; ours, unchanged, when the merge was refused.
  public var bytes: [UInt8]
  /// What the merge could not decide (each written with the choice the rules make, so the file opens in Xcode).
  public var conflicts: [MergeConflict]
  /// Why the merge was refused (a side that is not an Interface Builder document, or that is malformed or holds
  /// conflict markers), with file:line:column; `nil` when it merged.
  public var refusal: String?

  /// Whether the file merged with nothing left to decide.
  public var isClean: Bool { conflicts.isEmpty && refusal == nil }
}
