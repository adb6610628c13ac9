/// The appearance proxies handed out by `appearance()`, the property sets recorded on them, and their replay.
///
/// Mirrors what UIKit's `UIAppearance` does behind its proxies. Apple's `UIAppearance` documentation: "iOS applies
/// appearance changes when a view enters a window, but it doesn't change the appearance of a view that's already in
/// a window." So each appearance property set on a proxy is recorded (a later set of the same property on the same
/// proxy replaces the earlier one), and a view entering a window — with the bars of the navigation and tab bar
/// controllers it holds, and their bar button items — gets the recorded values of every proxy that matches it:
/// proxies of its class and its superclasses, and proxies for containers its container chain (superviews and the
/// view controllers owning them) matches. Superclass proxies apply first, then subclass ones; within a class,
/// proxies with fewer containers first; within a proxy, in the order set — so the more specific value wins, as in
/// Chameleon's reimplementation (`UIAppearanceInstance.m` in https://github.com/BigZaphod/Chameleon). A property
/// set on the instance itself is never replaced.
@MainActor
package enum AppearanceProxies {
  /// Whether a proxy was ever asked for: until then, views entering a window skip the replay.
  @exclusivity(unchecked) private(set) static var isInUse = false
  private static var proxies: [String: AnyObject] = [:]
  private static var specs:
    [ObjectIdentifier: (any AppearanceCustomizable.Type, [any UIAppearanceContainer.Type], UITraitCollection?)] = [:]
  private static var invocations: [AppearanceInvocation] = [] {
    didSet {
      candidatesByClass = [:]
      recordsBarItems = invocations.contains { $0.type is any AppearanceBarItem.Type }
    }
  }
  /// Whether a set was recorded on a bar item's proxy: pushing a controller then looks at its items.
  package private(set) static var recordsBarItems = false
  private static var candidatesByClass: [ObjectIdentifier: [AppearanceInvocation]] = [:]
  private static var sequence = 0
  @exclusivity(unchecked) private static var replaying = 0

  /// The proxy for `type` inside `containers`, for instances whose trait collection contains `trait`'s specified
  /// traits (any instance when `nil`), made by `make` on first use.
  ///
  /// `type` is the class `appearance()` was called on (a subclass's proxy is its own); `make` makes an instance of
  /// the class that declares `appearance()`.
  package static func proxy<T: AppearanceCustomizable>(
    _ type: any AppearanceCustomizable.Type, in containers: [any UIAppearanceContainer.Type] = [],
    for trait: UITraitCollection? = nil, make: () -> T
  ) -> T {
    isInUse = true
    let key =
      ([String(reflecting: type)] + containers.map { String(reflecting: $0) }).joined(separator: ">")
      + (trait.map { " for \($0.description)" } ?? "")
    if let existing = proxies[key] as? T { return existing }
    let made = make()
    proxies[key] = made
    specs[ObjectIdentifier(made)] = (type, containers, trait)
    return made
  }

  /// Forgets every proxy and recorded set, as a freshly launched app has none. Not in UIKit; for tests.
  static func removeAll() {
    proxies = [:]
    specs = [:]
    invocations = []
    isInUse = false
  }

  /// Records the set on a proxy, or marks the property explicitly set on any other instance (not during a replay).
  ///
  /// `value` and `makeApply` are only called on a proxy, so an ordinary set allocates no closure.
  static func propertyDidSet<T: AppearanceCustomizable, Value>(
    _ object: T, _ key: AnyHashable, _ value: () -> Value, _ makeApply: () -> @MainActor (T, Value) -> Void
  ) {
    guard replaying == 0 else { return }
    guard isInUse, let (type, containers, trait) = specs[ObjectIdentifier(object)] else {
      object.explicitAppearanceKeys.insert(key)
      return
    }
    let value = value()
    let apply = makeApply()
    let proxy = ObjectIdentifier(object)
    invocations.removeAll { $0.proxy == proxy && $0.key == key }
    sequence += 1
    invocations.append(
      AppearanceInvocation(
        type: type, containers: containers, trait: trait, proxy: proxy, key: key, sequence: sequence,
        apply: { target in
          if let target = target as? T { apply(target, value) }
        }))
  }

  /// Replays the recorded sets on `view`'s subtree, which has just entered a window.
  static func viewDidEnterWindow(_ view: UIView) {
    guard !invocations.isEmpty else { return }
    replayOnSubtree(view)
  }

  /// Replays on `view`, the bars of the controller owning it, and its subviews.
  private static func replayOnSubtree(_ view: UIView) {
    if let controller = view.owningViewController { CoreLayer.hooks?.replayAppearanceOnBars(of: controller) }
    replay(on: view, traits: { view.traitCollection }) {
      (view.owningViewController.map { [$0] } ?? []) + containers(from: view.superviewStorage)
    }
    for subview in view.subviews { replayOnSubtree(subview) }
  }

  /// `view` and the containers further out, innermost first: each view, then the controller owning it.
  package static func containers(from view: UIView?) -> [AnyObject] {
    var chain: [AnyObject] = []
    var node = view
    while let current = node {
      chain.append(current)
      if let controller = current.owningViewController { chain.append(controller) }
      node = current.superviewStorage
    }
    return chain
  }

  /// Runs `body`, which sets what a nib or storyboard says, without counting those sets as the app's own: appearance
  /// proxies still apply over them when the view enters a window [E: the long-reported behaviour that
  /// `UILabel.appearance().font` overrides fonts chosen in Interface Builder].
  package static func decodingNib(_ body: () -> Void) {
    replaying += 1
    defer { replaying -= 1 }
    body()
  }

  /// Applies, in precedence order, the recorded sets that match `object`, its containers (innermost first, computed
  /// only when a set has containers) and its traits (`appearance(for:)`'s proxies apply only where the traits the
  /// object has contain the proxy's, as `containsTraits(in:)` says), except those of properties set on `object`
  /// itself.
  package static func replay(
    on object: some AppearanceCustomizable, traits: () -> UITraitCollection, containers: () -> [AnyObject]
  ) {
    let candidates = candidates(for: object)
    guard !candidates.isEmpty else { return }
    let chain = candidates.contains { !$0.containers.isEmpty } ? containers() : []
    let current = candidates.contains { $0.trait != nil } ? traits() : nil
    let explicit = object.explicitAppearanceKeys
    replaying += 1
    defer { replaying -= 1 }
    for invocation in candidates where !explicit.contains(invocation.key) && matches(invocation.containers, chain) {
      if let trait = invocation.trait, current?.containsTraits(in: trait) != true { continue }
      invocation.apply(object)
    }
  }

  /// The recorded sets for `object`'s class and its superclasses, in precedence order; kept per class until the
  /// next set on a proxy.
  private static func candidates(for object: some AppearanceCustomizable) -> [AppearanceInvocation] {
    let key = ObjectIdentifier(type(of: object))
    if let cached = candidatesByClass[key] { return cached }
    let matching = invocations.filter { isInstance(object, of: $0.type) }
    let ranked = matching.map { invocation in
      (invocation, matching.filter { isSubclass(invocation.type, of: $0.type) }.count)
    }
    // A proxy for traits is more specific than one for any traits, after the class and the containers.
    let ordered = ranked.sorted {
      ($0.1, $0.0.containers.count, $0.0.trait == nil ? 0 : 1, $0.0.sequence)
        < ($1.1, $1.0.containers.count, $1.0.trait == nil ? 0 : 1, $1.0.sequence)
    }.map(\.0)
    candidatesByClass[key] = ordered
    return ordered
  }

  /// Whether `types` (innermost first) match `chain` in order, each type some container further out than the last.
  private static func matches(_ types: [any UIAppearanceContainer.Type], _ chain: [AnyObject]) -> Bool {
    var remaining = types[...]
    for container in chain {
      guard let type = remaining.first else { break }
      if isInstance(container, of: type) { remaining = remaining.dropFirst() }
    }
    return remaining.isEmpty
  }

  private static func isInstance<T: AppearanceCustomizable>(_ object: AnyObject, of _: T.Type) -> Bool {
    object is T
  }

  private static func isInstance<T: UIAppearanceContainer>(_ object: AnyObject, of _: T.Type) -> Bool {
    object is T
  }

  private static func isSubclass<T: AppearanceCustomizable>(_ type: any AppearanceCustomizable.Type, of _: T.Type)
    -> Bool
  {
    type is T.Type
  }
}
