import Foundation
import StoryboardFormat

/// The state of one three-way merge: the three documents (writer indices 0 ours, 1 theirs, 2 base), the decisions
/// made so far and the conflicts.
struct ThreeWayMerger {
  static let oursIndex = 0
  static let theirsIndex = 1
  static let baseIndex = 2

  let base: IBDocument?
  let ours: IBDocument
  let theirs: IBDocument
  var conflicts: [MergeConflict] = []
  /// Whether each address is in the result, once decided.
  private var existence: [String: Bool] = [:]
  /// The elements of ours and of theirs already written (by index), so no object is written twice; an address is
  /// written when its element on either side is.
  private var placedOurs: [Bool]
  private var placedTheirs: [Bool]
  /// Addresses already reported as moved two ways, or as having no place.
  private var movesReported: Set<String> = []
  private var unplacedReported: Set<String> = []
  /// Ours against theirs, and each side against the base, by their bytes; hashes of layout-free content for the few
  /// elements whose bytes differ from the base's.
  private var oursTheirs: IBSubtreeComparer
  private var againstBase: SidesAgainstBase?

  /// What deciding whether a side changed an element needs; made the first time a side deleted something.
  private struct SidesAgainstBase {
    var ours: IBSubtreeComparer
    var theirs: IBSubtreeComparer
    var oursHashes: IBSubtreeHashes
    var theirsHashes: IBSubtreeHashes
    var baseHashes: IBSubtreeHashes
  }

  init(base: IBDocument?, ours: IBDocument, theirs: IBDocument) {
    self.base = base
    self.ours = ours
    self.theirs = theirs
    oursTheirs = IBSubtreeComparer(ours, theirs)
    placedOurs = Array(repeating: false, count: ours.elements.count)
    placedTheirs = Array(repeating: false, count: theirs.elements.count)
    for (side, document) in [("ours", ours), ("theirs", theirs)] {
      for (id, indices) in document.duplicateIDs.sorted(by: { $0.key < $1.key }) {
        let locations = indices.map { document.elements[$0].location.description }.joined(separator: ", ")
        conflicts.append(
          MergeConflict(
            kind: .duplicateID, message: "id '\(id)' is used \(indices.count) times in \(side) (\(locations))",
            address: "#" + id, ours: side == "ours" ? document.elements[indices[0]].location : nil,
            theirs: side == "theirs" ? document.elements[indices[0]].location : nil, base: nil))
      }
    }
  }

  private struct Sides {
    var base: Int?
    var ours: Int?
    var theirs: Int?
  }

  private func sides(_ address: String) -> Sides {
    Sides(base: base?.index(of: address), ours: ours.index(of: address), theirs: theirs.index(of: address))
  }

  /// Whether the element at `address` was written already (from either side).
  private func isPlaced(_ address: String) -> Bool {
    if let index = ours.index(of: address), placedOurs[index] { return true }
    if let index = theirs.index(of: address), placedTheirs[index] { return true }
    return false
  }

  private func parentAddress(_ index: Int, in document: IBDocument) -> String? {
    document.elements[index].parent.map { document.address(of: $0) }
  }

  /// Whether the side's version differs from the base's: content below it (frames aside, which Xcode's layout
  /// rewrites on its own), or its parent.
  private mutating func changed(_ index: Int, inOurs isOurs: Bool, base baseIndex: Int) -> Bool {
    guard let base else { return true }
    let document = isOurs ? ours : theirs
    if parentAddress(index, in: document) != parentAddress(baseIndex, in: base) { return true }
    var state =
      againstBase
      ?? SidesAgainstBase(
        ours: IBSubtreeComparer(ours, base), theirs: IBSubtreeComparer(theirs, base), oursHashes: IBSubtreeHashes(ours),
        theirsHashes: IBSubtreeHashes(theirs), baseHashes: IBSubtreeHashes(base))
    againstBase = nil  // so the arrays in `state` are not shared, and not copied when written
    defer { againstBase = state }
    if isOurs ? state.ours.equal(index, baseIndex) : state.theirs.equal(index, baseIndex) { return false }
    let sideHash = isOurs ? state.oursHashes.layoutFreeSubtree(index) : state.theirsHashes.layoutFreeSubtree(index)
    return sideHash != state.baseHashes.layoutFreeSubtree(baseIndex)
  }

  // MARK: - Deciding

  /// Whether `address` is in the result; reports delete/modify conflicts once.
  private mutating func exists(_ address: String) -> Bool {
    if let known = existence[address] { return known }
    let found = sides(address)
    let result: Bool
    switch (found.base, found.ours, found.theirs) {
    case (_, _?, _?): result = true
    case (nil, _?, nil), (nil, nil, _?): result = true
    case (let baseIndex?, let oursIndex?, nil):
      result = changed(oursIndex, inOurs: true, base: baseIndex)
      if result { reportDeleteModify(address, found, deletedBy: "theirs") }
    case (let baseIndex?, nil, let theirsIndex?):
      result = changed(theirsIndex, inOurs: false, base: baseIndex)
      if result { reportDeleteModify(address, found, deletedBy: "ours") }
    default: result = false
    }
    existence[address] = result
    return result
  }

  private mutating func reportDeleteModify(_ address: String, _ found: Sides, deletedBy side: String) {
    // Only the topmost deleted element: the deleting side still has its parent.
    if let baseIndex = found.base, let base, let parent = parentAddress(baseIndex, in: base),
      (side == "ours" ? ours : theirs).index(of: parent) == nil
    {
      return
    }
    let document = found.ours != nil ? ours : theirs
    let index = found.ours ?? found.theirs ?? 0
    let name = DiffNames(document: document).describe(index)
    conflicts.append(
      MergeConflict(
        kind: .deleteModify,
        message: "\(name) was deleted by \(side) and changed by \(side == "ours" ? "theirs" : "ours"); kept changed",
        address: address, ours: found.ours.map { ours.elements[$0].location },
        theirs: found.theirs.map { theirs.elements[$0].location }, base: found.base.map { base!.elements[$0].location })
    )
  }

  /// The parent an object with an id has in the result (a non-id element's parent is fixed by its address).
  private mutating func resultParent(_ address: String) -> String? {
    let found = sides(address)
    let oursParent = found.ours.flatMap { parentAddress($0, in: ours) }
    let theirsParent = found.theirs.flatMap { parentAddress($0, in: theirs) }
    guard let oursParent else { return theirsParent }
    guard let theirsParent, theirsParent != oursParent else { return oursParent }
    let baseParent = found.base.flatMap { index in base.flatMap { parentAddress(index, in: $0) } }
    if baseParent == oursParent { return theirsParent }
    if baseParent == theirsParent { return oursParent }
    if let oursIndex = found.ours, let theirsIndex = found.theirs, movesReported.insert(address).inserted {
      conflicts.append(
        MergeConflict(
          kind: .move, message: "\(DiffNames(document: ours).describe(oursIndex)) was moved to two places; kept ours'",
          address: address, ours: ours.elements[oursIndex].location, theirs: theirs.elements[theirsIndex].location,
          base: found.base.map { base!.elements[$0].location }))
    }
    return oursParent
  }

  // MARK: - Building

  /// The result for `address`, which is in the result and not yet placed.
  mutating func build(address: String, depth: Int) -> IBOutputNode {
    let found = sides(address)
    if let oursIndex = found.ours { placedOurs[oursIndex] = true }
    if let theirsIndex = found.theirs { placedTheirs[theirsIndex] = true }
    if let oursIndex = found.ours, let theirsIndex = found.theirs {
      let oursElement = ours.elements[oursIndex]
      if oursTheirs.equal(oursIndex, theirsIndex) {
        markPlaced(below: oursIndex, theirs: theirsIndex)
        return .copy(document: Self.oursIndex, element: oursIndex)
      }
      // Xcode's ids are random, so the same new id on both sides is nearly always one object that reached both
      // branches (a cherry-pick); it merges without a base. Different elements under one id are a collision.
      let isNewOnBothSides = base != nil && found.base == nil
      if oursElement.id != nil, isNewOnBothSides, oursElement.name != theirs.elements[theirsIndex].name {
        conflicts.append(
          MergeConflict(
            kind: .idCollision,
            message: "ours and theirs both created id '\(oursElement.id ?? "")' for different objects; kept ours'",
            address: address, ours: oursElement.location, theirs: theirs.elements[theirsIndex].location, base: nil))
        markPlaced(below: oursIndex, theirs: nil)
        return .copy(document: Self.oursIndex, element: oursIndex)
      }
    }
    let name = mergeName(address, found)
    let attributes = mergeAttributes(address, found)
    let text = mergeText(address, found)
    let children = mergeChildren(address, found).map { build(address: $0, depth: depth + 1) }
    return finish(found: found, name: name, attributes: attributes, text: text, children: children)
  }

  /// Marks everything below a copied element of ours as placed, and below theirs' equal element (the same subtree,
  /// so the same addresses) when given: by index, with no address looked up.
  private mutating func markPlaced(below index: Int, theirs theirsIndex: Int?) {
    // On the two documents' element buffers, so that the walk retains no children array and the marks are set with
    // no uniqueness check per element (the marks are this merger's own arrays).
    ours.elements.withUnsafeBufferPointer { ours in
      theirs.elements.withUnsafeBufferPointer { theirs in
        placedOurs.withUnsafeMutableBufferPointer { placedOurs in
          placedTheirs.withUnsafeMutableBufferPointer { placedTheirs in
            Self.markPlaced(
              below: index, theirs: theirsIndex, ours: ours, theirsElements: theirs, placedOurs: placedOurs,
              placedTheirs: placedTheirs)
          }
        }
      }
    }
  }

  private static func markPlaced(
    below index: Int, theirs theirsIndex: Int?, ours: UnsafeBufferPointer<IBElement>,
    theirsElements theirs: UnsafeBufferPointer<IBElement>, placedOurs: UnsafeMutableBufferPointer<Bool>,
    placedTheirs: UnsafeMutableBufferPointer<Bool>
  ) {
    let children = ours[index].record.children
    let theirsChildren = theirsIndex.map { theirs[$0].record.children }
    let parallel = theirsChildren.map { $0.count == children.count } ?? false
    for (offset, child) in children.enumerated() {
      placedOurs[child] = true
      let theirsChild = parallel ? theirsChildren?[offset] : nil
      if let theirsChild { placedTheirs[theirsChild] = true }
      markPlaced(
        below: child, theirs: theirsChild, ours: ours, theirsElements: theirs, placedOurs: placedOurs,
        placedTheirs: placedTheirs)
    }
  }

  /// A copy of ours' or theirs' element when the result equals it, otherwise a built element.
  private func finish(
    found: Sides, name: String, attributes: [IBBuiltElement.Attribute], text: (String?, IBBuiltElement.Raw?),
    children: [IBOutputNode]
  ) -> IBOutputNode {
    for (documentIndex, document, index) in [
      (Self.oursIndex, ours, found.ours), (Self.theirsIndex, theirs, found.theirs),
    ] {
      guard let index else { continue }
      let element = document.elements[index]
      guard element.name == name, element.attributes.count == attributes.count, element.text == text.0,
        element.children.count == children.count,
        zip(element.attributes, attributes).allSatisfy({ $0.name == $1.name && $0.value == $1.value }),
        zip(element.children, children).allSatisfy({ child, node in
          if case .copy(documentIndex, child) = node { return true }
          return false
        })
      else { continue }
      return .copy(document: documentIndex, element: index)
    }
    let source =
      found.ours.map { (Self.oursIndex, $0) } ?? found.theirs.map { (Self.theirsIndex, $0) }
      ?? found.base.map { (Self.baseIndex, $0) }
    return .built(
      IBBuiltElement(
        name: name, attributes: attributes, rawText: text.1, text: text.0, children: children,
        source: source))
  }

  // MARK: - Name, attributes and text

  /// The element name, merged like an attribute (Xcode's "change class" of a view rewrites it: `imageView` → `view`).
  private mutating func mergeName(_ address: String, _ found: Sides) -> String {
    let oursName = found.ours.map { ours.elements[$0].name }
    let theirsName = found.theirs.map { theirs.elements[$0].name }
    guard let oursName else { return theirsName ?? "" }
    guard let theirsName, theirsName != oursName else { return oursName }
    let baseName = found.base.flatMap { index in base?.elements[index].name }
    if baseName == oursName { return theirsName }
    if baseName != theirsName { reportAttribute(address, found, "element", ours: oursName, theirs: theirsName) }
    return oursName
  }

  private mutating func mergeAttributes(_ address: String, _ found: Sides) -> [IBBuiltElement.Attribute] {
    func list(_ document: IBDocument?, _ index: Int?, _ documentIndex: Int) -> [IBBuiltElement.Attribute]? {
      guard let document, let index else { return nil }
      let element = document.elements[index]
      return zip(element.attributes, document.rawValues(of: index)).map { attribute, raw in
        IBBuiltElement.Attribute(
          name: attribute.name, value: attribute.value,
          raw: raw.isEmpty && !attribute.value.isEmpty ? nil : IBBuiltElement.Raw(document: documentIndex, range: raw))
      }
    }
    let oursList = list(ours, found.ours, Self.oursIndex)
    let theirsList = list(theirs, found.theirs, Self.theirsIndex)
    guard let oursList else { return theirsList ?? [] }
    guard let theirsList else { return oursList }
    let baseList = list(base, found.base, Self.baseIndex) ?? []
    var baseValues: [String: String] = [:]
    for attribute in baseList { baseValues[attribute.name] = attribute.value }
    var theirsByName: [String: IBBuiltElement.Attribute] = [:]
    for attribute in theirsList { theirsByName[attribute.name] = attribute }
    var oursNames: Set<String> = []
    var result: [IBBuiltElement.Attribute] = []
    for attribute in oursList {
      oursNames.insert(attribute.name)
      let theirsAttribute = theirsByName[attribute.name]
      let baseValue = baseValues[attribute.name]
      if theirsAttribute?.value == attribute.value || theirsAttribute?.value == baseValue {
        result.append(attribute)
      } else if attribute.value == baseValue {
        if let theirsAttribute { result.append(theirsAttribute) }
      } else if isLayoutResult(attribute.name, found) {
        // Both sides' layouts moved a frame: with Auto Layout the frame follows from the constraints, which are
        // merged; Xcode recomputes it ("Update Frames"), so ours stands without a conflict.
        result.append(attribute)
      } else if let theirsAttribute, isResaveVersion(attribute.name, found) {
        // Two Xcodes re-saved the file: the newer version stands, as the newer Xcode will write it anyway.
        let theirsIsNewer =
          theirsAttribute.value.compare(attribute.value, options: .numeric) == .orderedDescending
        result.append(theirsIsNewer ? theirsAttribute : attribute)
      } else {
        if found.base != nil || theirsAttribute != nil {
          reportAttribute(address, found, attribute.name, ours: attribute.value, theirs: theirsAttribute?.value)
        }
        result.append(attribute)
      }
    }
    // Attributes only theirs has: added there (kept) or removed by ours (dropped unless theirs changed them).
    var insertions: [Int: [IBBuiltElement.Attribute]] = [:]
    var positions: [String: Int] = [:]
    for (offset, attribute) in result.enumerated() { positions[attribute.name] = offset }
    var anchor = -1
    for attribute in theirsList {
      if oursNames.contains(attribute.name) {
        anchor = positions[attribute.name] ?? anchor
        continue
      }
      let baseValue = baseValues[attribute.name]
      if baseValue == attribute.value { continue }
      if baseValue != nil {
        reportAttribute(address, found, attribute.name, ours: nil, theirs: attribute.value)
        continue
      }
      insertions[anchor, default: []].append(attribute)
    }
    guard !insertions.isEmpty else { return result }
    var merged = insertions[-1] ?? []
    for (offset, attribute) in result.enumerated() {
      merged.append(attribute)
      merged += insertions[offset] ?? []
    }
    return merged
  }

  /// Whether `name` is a scene's place on the canvas, or a frame's geometry (or the `misplaced` and `ambiguous`
  /// flags) in a document laid out with Auto Layout.
  private func isLayoutResult(_ name: String, _ found: Sides) -> Bool {
    guard let index = found.ours else { return false }
    let element = ours.elements[index]
    // Where a scene sits on the storyboard's canvas.
    if element.name == "point", element["key"] == "canvasLocation" { return true }
    guard ours.root?["useAutolayout"] == "YES" else { return false }
    if name == "misplaced" || name == "ambiguous" { return true }
    return element.name == "rect" && element["key"] == "frame"
  }

  /// Whether `name` is version metadata Xcode rewrites on every save: the document's `toolsVersion` and
  /// `systemVersion`, a plug-in's `version`, a capability's `minToolsVersion`.
  private func isResaveVersion(_ name: String, _ found: Sides) -> Bool {
    guard let index = found.ours else { return false }
    let element = ours.elements[index]
    switch (element.name, name) {
    case ("document", "toolsVersion"), ("document", "systemVersion"): return element.parent == nil
    case ("plugIn", "version"), ("capability", "minToolsVersion"): return true
    default: return false
    }
  }

  private mutating func reportAttribute(
    _ address: String, _ found: Sides, _ name: String, ours oursValue: String?, theirs theirsValue: String?
  ) {
    let described = found.ours.map { DiffNames(document: ours).describe($0) } ?? address
    func shown(_ value: String?) -> String { value.map { "'\($0)'" } ?? "removed" }
    conflicts.append(
      MergeConflict(
        kind: .attribute,
        message: "\(described) \(name): ours \(shown(oursValue)), theirs \(shown(theirsValue)); kept ours",
        address: address, ours: found.ours.map { ours.elements[$0].location },
        theirs: found.theirs.map { theirs.elements[$0].location },
        base: found.base.map { base!.elements[$0].location }))
  }

  private mutating func mergeText(_ address: String, _ found: Sides) -> (String?, IBBuiltElement.Raw?) {
    func side(_ document: IBDocument?, _ index: Int?, _ documentIndex: Int) -> (String?, IBBuiltElement.Raw?)? {
      guard let document, let index else { return nil }
      let element = document.elements[index]
      let hasText = element.children.isEmpty && element.startTagEnd != element.endTagStart
      return (
        element.text,
        hasText ? IBBuiltElement.Raw(document: documentIndex, range: element.startTagEnd..<element.endTagStart) : nil
      )
    }
    let oursText = side(ours, found.ours, Self.oursIndex)
    let theirsText = side(theirs, found.theirs, Self.theirsIndex)
    guard let oursText else { return theirsText ?? (nil, nil) }
    guard let theirsText else { return oursText }
    let baseText = side(base, found.base, Self.baseIndex)?.0
    if theirsText.0 == oursText.0 || theirsText.0 == baseText { return oursText }
    if oursText.0 == baseText { return theirsText }
    reportAttribute(address, found, "text", ours: oursText.0, theirs: theirsText.0)
    return oursText
  }

  // MARK: - Children

  /// The addresses of the result's children of `address`, in order.
  private mutating func mergeChildren(_ address: String, _ found: Sides) -> [String] {
    func addresses(_ document: IBDocument?, _ index: Int?) -> [String] {
      guard let document, let index else { return [] }
      return document.elements[index].children.map { document.address(of: $0) }
    }
    let oursChildren = addresses(ours, found.ours)
    let theirsChildren = addresses(theirs, found.theirs)
    let baseChildren = addresses(base, found.base)
    var included: [String: Bool] = [:]
    func include(_ child: String) -> Bool {
      if let known = included[child] { return known }
      var result = !isPlaced(child) && exists(child)
      if result, child.hasPrefix("#") { result = resultParent(child) == address }
      included[child] = result
      return result
    }
    let oursKept = oursChildren.filter(include)
    let theirsKept = theirsChildren.filter(include)
    // The side that reordered what it kept from the base sets the order; the other's additions go after the sibling
    // they follow on their side.
    let baseSet = Set(baseChildren)
    let oursSet = Set(oursChildren)
    let oursReordered = oursChildren.filter { baseSet.contains($0) } != baseChildren.filter { oursSet.contains($0) }
    let (skeleton, others) = oursReordered || found.ours == nil ? (oursKept, theirsKept) : (theirsKept, oursKept)
    let skeletonSet = Set(skeleton)
    var insertions: [String: [String]] = [:]
    var anchor = ""
    for child in others {
      if skeletonSet.contains(child) {
        anchor = child
      } else {
        insertions[anchor, default: []].append(child)
      }
    }
    var result = insertions[""] ?? []
    for child in skeleton {
      result.append(child)
      result += insertions[child] ?? []
    }
    var seen: Set<String> = []
    return result.filter { seen.insert($0).inserted }
  }

  /// Reports objects in the result that no parent took (moves on the two sides that make a cycle).
  mutating func reportUnplaced() {
    for (isOurs, side) in [(true, ours), (false, theirs)] {
      // Nearly every element was placed: the flag is checked before the element is looked at.
      for index in side.elements.indices where !(isOurs ? placedOurs[index] : placedTheirs[index]) {
        let element = side.elements[index]
        let address = side.address(of: index)
        guard address.utf8.first == UInt8(ascii: "#"), !isPlaced(address) else { continue }
        guard existence[address] == true || (existence[address] == nil && exists(address)) else { continue }
        guard unplacedReported.insert(address).inserted else { continue }
        conflicts.append(
          MergeConflict(
            kind: .unplaced, message: "\(element.name) '\(address)' has no place in the merge; left out",
            address: address, ours: ours.index(of: address).map { ours.elements[$0].location },
            theirs: theirs.index(of: address).map { theirs.elements[$0].location }, base: nil))
      }
    }
  }
}
