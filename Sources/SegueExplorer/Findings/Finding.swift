/// One problem the explorer found, with the shortest sequence of actions from launch that shows it.
///
/// Not in UIKit or Android.
public struct Finding: Hashable, Codable, Sendable {
  /// The kind, with its stable id.
  public var kind: FindingKind
  /// One sentence: the exception's name and reason, the console's text, what leaked.
  public var message: String
  /// More: the chain of strong references of a leak, the reason a scene was not reached.
  public var detail: String?
  /// The screen the finding shows on (the state before the failing action), or `nil`.
  public var screen: String?
  /// Where in the app's files, as `file:line:column`, when known (a storyboard scene).
  public var location: String?
  /// The actions from a fresh launch that reproduce the finding; its last action is the failing one (empty for
  /// findings of the whole exploration, such as unreached scenes).
  public var actions: [ExplorerAction]

  public init(
    kind: FindingKind, message: String, detail: String? = nil, screen: String? = nil, location: String? = nil,
    actions: [ExplorerAction] = []
  ) {
    self.kind = kind
    self.message = message
    self.detail = detail
    self.screen = screen
    self.location = location
    self.actions = actions
  }

  /// What makes two findings the same problem: the kind and the message, with memory addresses blanked.
  public var signature: String { "\(kind.rawValue)|\(Self.normalized(message))" }

  /// `message` with hexadecimal addresses (`0x600000c04000`) replaced by `0x…`: they differ between runs.
  static func normalized(_ message: String) -> String {
    var result = ""
    var index = message.startIndex
    while index < message.endIndex {
      let rest = message[index...]
      if rest.hasPrefix("0x"), let next = message.index(index, offsetBy: 2, limitedBy: message.endIndex),
        next < message.endIndex, message[next].isHexDigit
      {
        result += "0x…"
        index = next
        while index < message.endIndex, message[index].isHexDigit { index = message.index(after: index) }
        continue
      }
      result.append(message[index])
      index = message.index(after: index)
    }
    return result
  }
}

extension Finding {
  /// The finding a step event makes, reproduced by `actions`.
  init(_ event: StepEvent, screen: String, actions: [ExplorerAction]) {
    switch event {
    case .consoleWarning(let text):
      self.init(kind: .consoleWarning, message: Self.normalized(text), screen: screen, actions: actions)
    case .leak(let name, let viewAlive, let owners):
      self.init(
        kind: .leak,
        message: "'\(name)' is still alive after it left the screen" + (viewAlive ? ", with its view" : ""),
        detail: owners, screen: screen, actions: actions)
    case .lifeCycleOrder(let name, let problem, let rule):
      self.init(
        kind: .lifeCycleViolation, message: "'\(name)' got \(problem)", detail: rule, screen: screen, actions: actions)
    case .lifeCycleViolation(let name, let appeared, let last):
      let expected = appeared ? "viewDidAppear(_:)" : "viewDidDisappear(_:)"
      let lastText = last.map { "its last appearance callback was \($0)(_:)" } ?? "it got no appearance callback"
      self.init(
        kind: .lifeCycleViolation,
        message: appeared
          ? "'\(name)' is on screen without \(expected)" : "'\(name)' left the screen without \(expected)",
        detail: lastText + "; a container that sets shouldAutomaticallyForwardAppearanceMethods to false must call "
          + "beginAppearanceTransition(_:animated:) and endAppearanceTransition() on its children",
        screen: screen, actions: actions)
    }
  }
}
