import SeguePictures
import StoryboardFormat

/// The wireframes of both versions of one file for ``DiffHTML``: storyboards by scene, xibs by top-level object,
/// each with the ids of the objects it draws.
struct DiffHTMLPictures {
  /// A wireframe and the ids of the objects drawn in it.
  struct Picture {
    var wireframe: Wireframe
    var drawn: Set<String>
  }

  private let old: [String: Picture]
  private let new: [String: Picture]

  init(old: IBDocument, new: IBDocument) {
    self.old = Self.pictures(of: old)
    self.new = Self.pictures(of: new)
  }

  /// The wireframe of the scene or top-level object at `address` in the new (or old) version.
  func wireframe(of address: String, new isNew: Bool) -> Picture? {
    (isNew ? new : old)[address]
  }

  /// Every scene's (or top-level object's) wireframe, by address.
  private static func pictures(of document: IBDocument) -> [String: Picture] {
    guard let root = document.root else { return [:] }
    var result: [String: Picture] = [:]
    func add(_ address: String, _ wireframe: Wireframe) {
      result[address] = Picture(wireframe: wireframe, drawn: Set(wireframe.allBoxes.compactMap(\.id)))
    }
    if root["type"]?.contains("Storyboard") == true {
      let decoded = StoryboardDecoder.decode(document.bytes, path: document.path)
      for scene in decoded.scenes { add("#" + scene.sceneID, Wireframe(scene: scene, in: decoded)) }
    } else {
      let decoded = NibDecoder.decode(document.bytes, path: document.path)
      for object in decoded.topLevelObjects {
        guard let id = object.id else { continue }
        add("#" + id, Wireframe(nibObject: object, in: decoded))
      }
    }
    return result
  }
}
