import Foundation
import SegueTestSupport
import Testing

@testable import SegueTools

/// Addresses are made when asked for (`IBDocument.address(of:)`) from what reading keeps (each address's hash and
/// ordinal), and `index(of:)` finds an element by its address through the hashes. The addresses are the ones
/// `segue diff` and `segue merge` match objects by (issue "storyboard diffs and merges": objects keyed by their
/// `id`, scenes by `sceneID`, property elements by their `key`).
@Suite struct IBDocumentAddressTests {
  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc">
                        <view key="view" id="v1">
                            <rect key="frame" x="0" y="0" width="1" height="1"/>
                            <subviews>
                                <label id="dup"/>
                                <label id="dup"/>
                                <constraint firstAttribute="top"/>
                                <constraint firstAttribute="bottom"/>
                                <userDefinedRuntimeAttribute keyPath="layer.é"/>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// Every element's address, in document order: `#id` (a scene's `sceneID`), else the parent's address and a step
  /// with the attribute that tells siblings apart and an ordinal from the second sibling on; the second element
  /// with an id already taken gets a step, and the duplicate is listed.
  @Test func everyAddressOfASmallDocument() {
    let document = IBDocument.read(bytes: Array(Self.text.utf8), path: "a.storyboard")
    #expect(
      document.elements.indices.map { document.address(of: $0) } == [
        "/document", "/document/scenes", "#s1", "#s1/objects", "#vc", "#v1", "#v1/rect[key=frame]", "#v1/subviews",
        "#dup", "#v1/subviews/label", "#v1/subviews/constraint", "#v1/subviews/constraint#2",
        "#v1/subviews/userDefinedRuntimeAttribute[keyPath=layer.é]",
      ])
    #expect(document.duplicateIDs == ["dup": [8, 9]])
    for index in document.elements.indices {
      #expect(document.index(of: document.address(of: index)) == index)
    }
    #expect(document.index(of: "#nothing") == nil)
    #expect(document.index(of: "#v1/subviews/constraint#3") == nil)
  }

  /// Ordinals count the siblings of one parent that share a step, wherever their parent's other children and
  /// descendants fall in between: a nested element's siblings are counted apart from its parent's, and the count of
  /// a parent goes on after its children's subtrees.
  @Test func ordinalsCountEachParentsChildrenAcrossNesting() {
    let text = """
      <document>
          <a>
              <b key="k"/>
              <c><b key="k"/><b key="k"/></c>
              <b key="k"/>
              <c><b key="k"/></c>
          </a>
          <a><b key="k"/></a>
      </document>
      """
    let document = IBDocument.read(bytes: Array(text.utf8), path: "a.storyboard")
    #expect(
      document.elements.indices.map { document.address(of: $0) } == [
        "/document", "/document/a", "/document/a/b[key=k]", "/document/a/c", "/document/a/c/b[key=k]",
        "/document/a/c/b[key=k]#2", "/document/a/b[key=k]#2", "/document/a/c#2", "/document/a/c#2/b[key=k]",
        "/document/a#2", "/document/a#2/b[key=k]",
      ])
    for index in document.elements.indices {
      #expect(document.index(of: document.address(of: index)) == index)
    }
  }

  /// A NUL byte in an attribute value (hostile input) reads as the decoder reads it, and every address still finds
  /// its element: the reader then gives no name starts, and the keys are found in the packed attributes.
  @Test func aNULByteInAValueStillAddressesEveryElement() {
    let text = "<document><a key=\"x\u{0}y\" id=\"i\"/><a key=\"x\"/><a key=\"x\"/></document>"
    let document = IBDocument.read(bytes: Array(text.utf8), path: "a.storyboard")
    #expect(document.elements.count == 4)
    for index in document.elements.indices {
      #expect(document.index(of: document.address(of: index)) == index)
    }
  }

  /// In every corpus storyboard and xib, every element's address finds that element again, and no two elements
  /// share an address.
  @Test(.enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.skipMessage)))
  func everyCorpusAddressFindsItsElement() throws {
    var wrong: [String] = []
    var files = 0
    for file in Corpus.interfaceBuilderFiles() {
      let document = IBDocument.read(bytes: try [UInt8](Data(contentsOf: file)), path: file.lastPathComponent)
      let addresses = document.elements.indices.map { document.address(of: $0) }
      let found = addresses.map { document.index(of: $0) }
      if found != document.elements.indices.map({ $0 }) || Set(addresses).count != addresses.count {
        wrong.append(file.lastPathComponent)
      }
      files += 1
    }
    #expect(wrong == [])
    #expect(files >= 150)
  }
}
