import Foundation
import SegueExplorer
import Testing

/// `segue explore --package` hands the explorer's options to the scratch package's executable as an
/// `ExplorationRequest` in JSON: every option must arrive as given. [I] SegueKit's own format (Documentation/explore.md).
@Suite struct ExplorationRequestTests {
  @Test func everyOptionSurvivesTheRequestsJSON() throws {
    let options = ExplorationOptions(
      maxActions: 77, maxDepth: 5, maxStates: 40, timeLimit: 9.5, abstraction: .structure, seed: 42,
      textValues: ["Ada", "Grace"], rotates: false, backgrounds: false, minimizes: false,
      shard: Shard(index: 1, count: 3))
    let request = ExplorationRequest(options: options, emitTests: "/tmp/emitted")
    let decoded = try JSONDecoder().decode(ExplorationRequest.self, from: JSONEncoder().encode(request))
    #expect(decoded == request)
    #expect(decoded.options == options)
    #expect(decoded.emitTests == "/tmp/emitted")
  }
}
