import Testing

/// The corpus test's framework lists.
@Suite struct MinimalPortTests {
  @Test func findsImportedModulesInEverySpelling() {
    let source = "import Foundation\n@testable import Kit\nimport class SwiftMessages.MessageView\nimport os.log\n"
    #expect(MinimalPort.importedModules(source) == ["Foundation", "Kit", "SwiftMessages", "os"])
  }
}
