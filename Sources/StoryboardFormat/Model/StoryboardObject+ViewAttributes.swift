/// The attributes of views, controls and cells that the runtime applies, typed. Each reads the raw attribute,
/// which ``StoryboardObject/attributes`` keeps as written.
extension StoryboardObject {
  /// `hidden="YES"`; absent means visible.
  public var isHidden: Bool { attributes.bool("hidden") ?? false }

  /// `userInteractionEnabled="NO"`; absent means enabled.
  public var isUserInteractionEnabled: Bool { attributes.bool("userInteractionEnabled") ?? true }

  /// A control's or bar item's `enabled="NO"`; absent means enabled.
  public var isEnabled: Bool { attributes.bool("enabled") ?? true }

  /// The name of the image a button, bar item or tab bar item shows.
  public var image: String? { attributes["image"] }

  /// The id of a system-style table view cell's `textLabel`, a label inside the cell.
  public var textLabelID: String? { attributes["textLabel"] }
}
