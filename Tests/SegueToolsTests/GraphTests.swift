import Foundation
import SegueTools
import StoryboardFormat
import Testing

/// `segue graph` on a two-storyboard app (``GraphFixture``): every format pinned as a whole.
@Suite struct GraphTests {
  private var graph: FlowGraph {
    let documents = [("Main", GraphFixture.main), ("Settings", GraphFixture.settings)].map {
      StoryboardDecoder.decode(Array($0.1.utf8), path: "App/\($0.0).storyboard")
    }
    return FlowGraph(set: StoryboardSet(documents: documents))
  }

  @Test func summarySaysWhatTheGraphHolds() {
    #expect(
      GraphSummary.line(graph) == "2 storyboards, 11 scenes, 12 edges (1 across storyboards), 1 unresolved reference")
  }

  @Test func referencesResolveToTheScenesTheyStandFor() {
    #expect(graph.resolvedReferences == ["Main/Ref-01-set": "Settings/SNv-01-set"])
    #expect(
      graph.edges.filter(\.crossesStoryboards).map { "\($0.from) -> \($0.to)" } == [
        "Main/Tab-01-bar -> Settings/SNv-01-set"
      ])
  }

  @Test func dotIsPinned() {
    #expect(DotRenderer.render(graph) == GraphExpected.dot)
  }

  @Test func mermaidIsPinned() {
    #expect(MermaidRenderer.render(graph) == GraphExpected.mermaid)
  }

  @Test func jsonIsPinnedAndDecodesBack() throws {
    let json = try GraphJSON.encode(graph)
    #expect(json == GraphExpected.json)
    let decoded = try JSONDecoder().decode(GraphReport.self, from: Data(json.utf8))
    #expect(decoded == GraphReport(graph))
  }

  @Test func outputIsTheSameWhateverTheFileOrder() {
    let documents = [("Settings", GraphFixture.settings), ("Main", GraphFixture.main)].map {
      StoryboardDecoder.decode(Array($0.1.utf8), path: "App/\($0.0).storyboard")
    }
    #expect(DotRenderer.render(FlowGraph(set: StoryboardSet(documents: documents))) == GraphExpected.dot)
  }

  @Test func mermaidIDsAreLettersDigitsAndUnderscoresAndUnique() {
    #expect(
      MermaidRenderer.mermaidIDs(["Main/a-b", "Main/a_b", "9/x", "Ünï/c"])
        == ["Main/a-b": "Main_a_b", "Main/a_b": "Main_a_b_2", "9/x": "n9_x", "Ünï/c": "n_n__c"])
  }
}
