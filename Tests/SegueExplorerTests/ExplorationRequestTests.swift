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
      knownTraps: [Trap(actions: [ExplorerAction(.rotate)], message: "Fatal error: boom", location: "App.swift:3")],
      shard: Shard(index: 1, count: 3), strategy: .guided)
    let request = ExplorationRequest(options: options, emitTests: "/tmp/emitted")
    let json = try JSONEncoder().encode(request)
    let decoded = try JSONDecoder().decode(ExplorationRequest.self, from: json)
    #expect(decoded == request)
    #expect(decoded.options == options)
    #expect(decoded.emitTests == "/tmp/emitted")
    #expect(
      String(decoding: json, as: UTF8.self).contains(#""shard":"1\/3""#), "a shard is written as --shard takes it")
  }

  @Test func aShardOutsideOneToNIsADecodingError() throws {
    let request = ExplorationRequest(options: ExplorationOptions(shard: Shard(index: 1, count: 3)))
    let json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
    #expect(throws: Never.self) { try JSONDecoder().decode(ExplorationRequest.self, from: Data(json.utf8)) }
    let badShard = json.replacingOccurrences(of: #""1\/3""#, with: #""4\/3""#)
    #expect(badShard != json)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExplorationRequest.self, from: Data(badShard.utf8)) }
  }
}
