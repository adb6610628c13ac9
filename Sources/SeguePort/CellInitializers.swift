/// The initializer SegueKit makes registered cells through, added to the cell classes that would not inherit it.
///
/// UIKit makes a registered cell class through `init(style:reuseIdentifier:)` (`init(frame:)` for collection
/// cells), which the Objective-C runtime reaches on any class. Without it SegueKit needs a `required` initializer,
/// `init(_dequeuedWithReuseIdentifier:)`, which a subclass inherits only when it declares no designated initializer
/// or overrides the one UIKit calls. A storyboard cell that declares only `init?(coder:)` compiles for UIKit but not
/// for Linux; this adds the initializer on the class's opening line, and it fails as UIKit's runtime does when such a
/// class is registered and dequeued (storyboard prototypes are made through `init?(coder:)` and never reach it).
struct CellInitializers {
  private(set) var edits: [(file: String, edit: SourceEdit)] = []

  /// The SegueKit base classes made by dequeueing, with the initializer UIKit calls for a registered class.
  static let creatingInitializer = [
    "UITableViewCell": "init(style:reuseIdentifier:)",
    "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
    "UICollectionViewCell": "init(frame:)",
    "UICollectionReusableView": "init(frame:)",
  ]

  init(types: TypeIndex) {
    for name in types.types.keys.sorted() {
      guard let type = types.types[name], type.isClass, !type.designatedInitializers.isEmpty,
        let brace = type.openingBrace,
        let base = types.lineage(of: name).last.flatMap({ types.types[$0]?.inherited.first }),
        let creating = Self.creatingInitializer[base.hasPrefix("UIKit.") ? String(base.dropFirst(6)) : base],
        !type.designatedInitializers.contains(creating)
      else { continue }
      let member =
        "required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) { fatalError(\"Use of "
        + "unimplemented initializer '\(creating)' for class '\\(String(reflecting: Self.self))'\") }"
      let text = " " + member + ";"
      edits.append((brace.file, SourceEdit(range: brace.offset..<brace.offset, replacement: text)))
    }
  }
}
