/// A modal presentation style as a storyboard names it (`modalPresentationStyle`), with UIKit's case names.
public enum ModalPresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case blurOverFullScreen, none, automatic
}

/// A modal transition style as a storyboard names it (`modalTransitionStyle`), with UIKit's case names.
public enum ModalTransitionStyle: String, Sendable, Hashable, Codable, CaseIterable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

extension Segue {
  /// ``modalPresentationStyle``, typed; `nil` when absent or unknown (the raw value stays in ``attributes``).
  public var modalPresentation: ModalPresentationStyle? {
    modalPresentationStyle.flatMap(ModalPresentationStyle.init(rawValue:))
  }

  /// ``modalTransitionStyle``, typed; `nil` when absent or unknown (the raw value stays in ``attributes``).
  public var modalTransition: ModalTransitionStyle? {
    modalTransitionStyle.flatMap(ModalTransitionStyle.init(rawValue:))
  }
}
