import Foundation
import Testing

/// UIKit-style code (`Tests/Fixtures/UIKitStyle`) type-checks against the built SegueKit in both language modes
/// (issue 11, points 2 and 5): initializer overrides, `for:` states, images, alerts, table overrides, controls,
/// layout anchors and `@main` as an iOS app writes them.
///
/// SegueKit's types are `@preconcurrency @MainActor`, as UIKit's are for Swift 5 clients: Swift 5 code that touches
/// views from a nonisolated class compiles without a diagnostic. A Swift 6 client sees those places as warnings,
/// where UIKit's Objective-C import makes them errors (listed in the SegueKit documentation's article
/// "How SegueKit differs from UIKit", `Sources/SegueKitCore/SegueKitCore.docc/DifferencesFromUIKit.md`).
@Suite struct LanguageModeTypecheckTests {
  static let fixture = SegueProcess.packageRoot.appendingPathComponent("Tests/Fixtures/UIKitStyle/PlantsApp.swift")
  static let modules = SegueProcess.binary.deletingLastPathComponent().appendingPathComponent("Modules")

  static func diagnostics(swiftVersion: String) throws -> [String] {
    let output = try CorpusAppTypecheck.swiftc([
      "-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-diagnostic-style", "llvm",
      "-module-name", "Plants", "-I", modules.path, fixture.path,
    ])
    return output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .map { $0.replacingOccurrences(of: fixture.path + ":", with: "") }
  }

  @Test func swift5CodeCompilesWithoutADiagnostic() throws {
    #expect(try Self.diagnostics(swiftVersion: "5") == [])
  }

  @Test func swift6CodeCompilesAndSeesIsolationAsWarnings() throws {
    #expect(
      try Self.diagnostics(swiftVersion: "6") == [
        "181:11: warning: main actor-isolated property 'text' can not be mutated from a nonisolated context",
        "182:11: warning: main actor-isolated property 'textColor' can not be mutated from a nonisolated context",
        "187:26: warning: main actor-isolated property 'string' can not be mutated from a nonisolated context",
        "187:18: warning: main actor-isolated class property 'general' can not be mutated from a nonisolated context",
      ])
  }
}
