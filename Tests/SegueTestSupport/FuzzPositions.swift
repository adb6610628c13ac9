public import StoryboardFormat

/// What the decoders' fuzz tests check of every diagnostic: that it points inside the bytes it is about.
public enum FuzzPositions {
  /// Whether every diagnostic is inside a file of `lineCount` lines: a line from 1 to `lineCount`, a column from 1.
  public static func areInside(_ diagnostics: [Diagnostic], lineCount: Int) -> Bool {
    diagnostics.allSatisfy {
      $0.location.line >= 1 && $0.location.line <= lineCount && $0.location.column >= 1
    }
  }
}
