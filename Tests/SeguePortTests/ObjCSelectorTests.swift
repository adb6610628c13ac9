import Testing

@testable import SeguePort

/// The selectors the Swift compiler derives (swiftlang/swift `lib/AST/Decl.cpp`, `getObjCSelector`, with the
/// prepositions of `lib/Basic/PartsOfSpeech.def`), which storyboards store and `#selector` produces.
@Suite struct ObjCSelectorTests {
  @Test(
    arguments: [
      ("refresh", [], "refresh"),
      ("buy", [nil], "buy:"),
      ("handle", [nil, "with"], "handle:with:"),
      ("handle", [nil, nil], "handle::"),
      ("timeSliderValueChanged", ["sender"], "timeSliderValueChangedWithSender:"),
      ("unwind", ["segue"], "unwindWithSegue:"),
      // No `With` when the label starts with a preposition, or the base name ends with one.
      ("move", ["to"], "moveTo:"),
      ("perform", ["withSender"], "performWithSender:"),
      ("showDetailsFor", ["item"], "showDetailsForItem:"),
      ("makeReviews", ["coder", "sender", "segueIdentifier"], "makeReviewsWithCoder:sender:segueIdentifier:"),
      // A run of capitals is one word: `URL` is not a preposition.
      ("openURL", ["at"], "openURLAt:"),
    ] as [(String, [String?], String)])
  func derivesTheCompilersSelector(baseName: String, labels: [String?], expected: String) {
    #expect(ObjCSelector.name(baseName: baseName, labels: labels) == expected)
  }

  @Test func setterSelectorCapitalisesTheProperty() {
    #expect(ObjCSelector.setter(of: "title") == "setTitle:")
  }

  @Test func camelCaseWordsKeepAcronymsTogether() {
    #expect(CamelCase.words(of: "URLSessionTaskFor") == ["URL", "Session", "Task", "For"])
    #expect(CamelCase.words(of: "showDetailsFor") == ["show", "Details", "For"])
  }
}
