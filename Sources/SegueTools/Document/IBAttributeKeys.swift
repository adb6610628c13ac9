import StoryboardFormat

/// What ``IBDocument``'s reader needs from an element's attributes, found in one pass over them (where looking each
/// name up would scan them seven times): the id (or a scene's `sceneID`), the attribute that tells siblings apart and
/// the count.
struct IBAttributeKeys {
  /// The `id`, else the `sceneID`.
  var id: String?
  /// The first of `key`, `name`, `identifier`, `keyPath` and `reference` present (in that order), with its value.
  var discriminator: (name: String, value: String)?
  /// The number of attributes.
  var count = 0

  init(_ attributes: Attributes) {
    var sceneID: String?
    var rank = Int.max
    for attribute in attributes {
      count += 1
      switch attribute.name {
      case "id": if id == nil { id = attribute.value }
      case "sceneID": if sceneID == nil { sceneID = attribute.value }
      case "key": Self.keep(attribute, 0, &rank, &discriminator)
      case "name": Self.keep(attribute, 1, &rank, &discriminator)
      case "identifier": Self.keep(attribute, 2, &rank, &discriminator)
      case "keyPath": Self.keep(attribute, 3, &rank, &discriminator)
      case "reference": Self.keep(attribute, 4, &rank, &discriminator)
      default: break
      }
    }
    if id == nil { id = sceneID }
  }

  private static func keep(
    _ attribute: Attributes.Attribute, _ itsRank: Int, _ rank: inout Int,
    _ discriminator: inout (name: String, value: String)?
  ) {
    guard itsRank < rank else { return }
    rank = itsRank
    discriminator = (attribute.name, attribute.value)
  }
}
