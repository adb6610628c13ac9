import StoryboardFormat

// The UIKit value for each typed storyboard value the runtime applies; the storyboard's spelling of them lives in
// StoryboardFormat.

extension UIModalPresentationStyle {
  /// The style a storyboard names (`formSheet`, `overCurrentContext` …).
  init(_ style: ModalPresentationStyle) {
    self =
      switch style {
      case .fullScreen: .fullScreen
      case .pageSheet: .pageSheet
      case .formSheet: .formSheet
      case .currentContext: .currentContext
      case .custom: .custom
      case .overFullScreen: .overFullScreen
      case .overCurrentContext: .overCurrentContext
      case .popover: .popover
      case .blurOverFullScreen: .blurOverFullScreen
      case .none: .none
      case .automatic: .automatic
      }
  }
}

extension UIModalTransitionStyle {
  /// The style a storyboard names (`crossDissolve`, `flipHorizontal` …).
  init(_ style: ModalTransitionStyle) {
    self =
      switch style {
      case .coverVertical: .coverVertical
      case .flipHorizontal: .flipHorizontal
      case .crossDissolve: .crossDissolve
      case .partialCurl: .partialCurl
      }
  }
}

extension UIBarButtonItem.SystemItem {
  /// The system item a storyboard names (`add`, `done` …).
  init(_ item: BarButtonSystemItem) {
    self =
      switch item {
      case .done: .done
      case .cancel: .cancel
      case .edit: .edit
      case .save: .save
      case .add: .add
      case .flexibleSpace: .flexibleSpace
      case .fixedSpace: .fixedSpace
      case .compose: .compose
      case .reply: .reply
      case .action: .action
      case .organize: .organize
      case .bookmarks: .bookmarks
      case .search: .search
      case .refresh: .refresh
      case .stop: .stop
      case .camera: .camera
      case .trash: .trash
      case .play: .play
      case .pause: .pause
      case .rewind: .rewind
      case .fastForward: .fastForward
      case .undo: .undo
      case .redo: .redo
      case .close: .close
      }
  }
}

extension UITabBarItem.SystemItem {
  /// The system item a storyboard names (`favorites`, `more` …).
  init(_ item: TabBarSystemItem) {
    self =
      switch item {
      case .more: .more
      case .favorites: .favorites
      case .featured: .featured
      case .topRated: .topRated
      case .recents: .recents
      case .contacts: .contacts
      case .history: .history
      case .bookmarks: .bookmarks
      case .search: .search
      case .downloads: .downloads
      case .mostRecent: .mostRecent
      case .mostViewed: .mostViewed
      }
  }
}

extension UISplitViewController.DisplayMode {
  /// The display mode a storyboard names (Interface Builder's short names are resolved by StoryboardFormat).
  init(_ mode: SplitDisplayMode) {
    self =
      switch mode {
      case .automatic: .automatic
      case .secondaryOnly: .secondaryOnly
      case .oneBesideSecondary: .oneBesideSecondary
      case .oneOverSecondary: .oneOverSecondary
      case .twoBesideSecondary: .twoBesideSecondary
      case .twoOverSecondary: .twoOverSecondary
      case .twoDisplaceSecondary: .twoDisplaceSecondary
      }
  }
}

extension UIControl.Event {
  /// The event an action connection names (`touchUpInside`, `valueChanged` …).
  init(_ event: ControlEvent) {
    self =
      switch event {
      case .touchUpInside: .touchUpInside
      case .touchDown: .touchDown
      case .valueChanged: .valueChanged
      case .primaryActionTriggered: .primaryActionTriggered
      case .editingChanged: .editingChanged
      case .touchUpOutside: .touchUpOutside
      }
  }
}

extension UIPopoverArrowDirection {
  /// The directions a popover segue permits.
  init(_ directions: Set<PopoverArrowDirection>) {
    self = []
    if directions.contains(.up) { insert(.up) }
    if directions.contains(.down) { insert(.down) }
    if directions.contains(.left) { insert(.left) }
    if directions.contains(.right) { insert(.right) }
  }
}
