/// How a presented view controller covers the screen (<doc:Presentation#§4.2-Styles>); raw values are UIKit's.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  /// tvOS only, so not in UIKit on iOS; storyboards may name it. Treated as `overFullScreen`.
  case blurOverFullScreen = 8
  /// Not presentable: the adaptive delegate's "don't adapt" answer.
  case none = -1
  /// Resolved before presentation (`formSheet` on iOS 18 and later, which SegueKit models)
  /// (<doc:Presentation#§4.4-Automatic-style>).
  case automatic = -2
}

/// The animation used to present a view controller (<doc:Presentation#§4.2-Styles>); raw values are UIKit's.
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

extension UIModalPresentationStyle {
  /// Whether the presenter is found like a current-context presentation (<doc:Presentation#§4.3-The-presenter>).
  var isContextFamily: Bool {
    self == .currentContext || self == .overCurrentContext
  }

  /// Whether a presentation with this (effective) style removes the presenter's views afterwards
  /// (<doc:Presentation#§4.2-Styles>).
  var removesPresenterViews: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// Whether the style is a sheet-like one that can be dismissed by a swipe (<doc:Presentation#§4.8-Swipe-to-dismiss>).
  var isSheetLike: Bool {
    self == .pageSheet || self == .formSheet || self == .popover
  }

  /// The UIKit name used in hierarchy dumps and navigation snapshots.
  package var dumpName: String {
    switch self {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .blurOverFullScreen: "blurOverFullScreen"
    case .none: "none"
    case .automatic: "automatic"
    }
  }
}
