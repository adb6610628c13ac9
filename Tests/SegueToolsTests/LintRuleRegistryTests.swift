import AndroidFormat
import Foundation
import SegueTools
import StoryboardFormat
import Testing

/// The rule registry: ids are unique and well formed, every lint rule has a fixture that produces it and
/// one that does not, and every code a lint run produces names a known rule.
@Suite struct LintRuleRegistryTests {
  typealias F = Fixture

  @Test func idsAreUniqueAndWellFormed() {
    let ids = LintRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.rawValue.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "malformed rule id '\(id)'")
    }
  }

  /// Every code the decoder and the reference resolver can report has its rule, and every decoder rule is one of
  /// those codes: a code added to `DiagnosticCode.allKnown` (or the manifest decoder's `manifestCodes`) without a
  /// rule, or a rule for a code that was renamed, fails here. The layout decoder's `layoutCodes` share
  /// `unbound-prefix` with the manifest decoder's: one rule.
  @Test func decoderRulesAreExactlyTheDecodersCodes() {
    let decoderIDs = LintRules.all.filter { $0.origin == .decoder }.map(\.id)
    let codes = Set(DiagnosticCode.allKnown + DiagnosticCode.manifestCodes + DiagnosticCode.layoutCodes)
    #expect(decoderIDs.sorted() == codes.sorted())
  }

  @Test func everyLintRuleHasAPositiveAndANegativeFixture() throws {
    // Manifest rules have their own fixtures (`ManifestRuleTests`); layout rules run on the Android example and a
    // broken copy of it (`AndroidCommandTests`).
    let lintIDs = LintRules.all.filter { $0.origin == .lint && !$0.checksManifests && !$0.checksLayouts }.map(\.id)
    #expect(Set(RuleFixtures.cases.keys) == Set(lintIDs.map(\.rawValue)))
    for (id, fixture) in RuleFixtures.cases.sorted(by: { $0.key < $1.key }) {
      #expect(try fixture.positive.codes().contains(id), "the positive fixture of '\(id)' does not produce it")
      #expect(try !fixture.negative.codes().contains(id), "the negative fixture of '\(id)' produces it")
    }
  }

  @Test func everyFindingOnTheFixturesNamesAKnownRule() throws {
    for fixture in RuleFixtures.cases.values {
      for code in try fixture.positive.codes().union(fixture.negative.codes()) {
        #expect(LintRules.rule(DiagnosticCode(rawValue: code)) != nil, "unknown rule id '\(code)'")
      }
    }
  }
}
