import Foundation
import SegueKit
import SegueTestSupport
import Testing

/// "Never crashes" at run time: damaged xibs are instantiated, with an owner and as registered cells, inside an
/// exception capture; whatever they still describe is made, and nothing traps.
@MainActor
@Suite struct NibFuzzTests {
  @Test func damagedNibsInstantiateWithoutCrashing() throws {
    freshRuntime()
    var inputs = Corpus.xibs(below: Corpus.subsetNibs)
    if Corpus.appsAreAvailable { inputs += Corpus.xibs(below: Corpus.apps) }
    var random = SplitMix64(seed: 13)
    var instantiated = 0
    var objects = 0
    for url in inputs {
      let bytes = Array(try Data(contentsOf: url))
      for _ in 0..<10 {
        let nib = UINib(
          data: Data(Mutation.mutate(bytes, fragments: Mutation.storyboardMarkup, using: &random)), bundle: nil)
        let table = UITableView()
        table.register(nib, forCellReuseIdentifier: "Cell")
        _ = UIKitException.capture {
          objects += nib.instantiate(withOwner: NibCardOwner(), options: nil).count
          _ = table.dequeueReusableCell(withIdentifier: "Cell")
        }
        instantiated += 1
      }
    }
    Console.clear()
    #expect(instantiated == inputs.count * 10)
    // Most damage leaves the top-level object readable: the runs made objects, not only diagnostics.
    #expect(objects > instantiated / 2)
  }
}
