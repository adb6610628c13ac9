internal import AndroidFormat
internal import StoryboardFormat

/// Builds `NavGraph`s from the app's navigation resources: AndroidX's `NavInflater`.
///
/// Reads the decoded `res/navigation` files (AndroidFormat's `NavigationDocument`), resolving ids through the app's
/// resources, class names against the package (`.HomeFragment`), `${applicationId}` in deep links, and `<include>`s
/// into nested graphs. A file Android cannot inflate raises AndroidX's `Exception inflating <resName> line <n>`.
@preconcurrency @MainActor
public final class NavInflater {
  let resources: Resources
  let packageName: String

  init(resources: Resources, packageName: String) {
    self.resources = resources
    self.packageName = packageName
  }

  /// AndroidX's `inflate(int graphResId)`.
  public func inflate(_ graphResId: Int32) -> NavGraph? {
    guard let document = resources.navigation(graphResId) else {
      AndroidException.raise(
        AndroidException(
          "android.content.res.Resources$NotFoundException",
          "Resource ID #0x\(String(UInt32(bitPattern: graphResId), radix: 16))"))
      return nil
    }
    return inflate(document, including: [document.resourceName])
  }

  private func inflate(_ document: NavigationDocument, including: Set<String>) -> NavGraph? {
    let resourceName = "\(packageName):navigation/\(document.resourceName)"
    if let error = document.diagnostics.first(where: { $0.severity == .error }) {
      AndroidException.raise(
        AndroidException(
          "java.lang.RuntimeException", "Exception inflating \(resourceName) line \(error.location.line)",
          cause: "org.xmlpull.v1.XmlPullParserException: \(error.message)"))
      return nil
    }
    guard let root = document.graph, let graph = destination(root, including: including) as? NavGraph else {
      AndroidException.raise(
        AndroidException(
          "java.lang.IllegalArgumentException",
          "Root element <\(document.graph?.element ?? "")> did not inflate into a NavGraph"))
      return nil
    }
    return graph
  }

  private func destination(_ node: NavigationNode, including: Set<String>) -> NavDestination? {
    if node.kind == .include {
      guard let name = node.includedGraphName, !including.contains(name),
        let document = resources.navigations[name]
      else { return nil }
      return inflate(document, including: including.union([name]))
    }
    let destination: NavDestination
    if node.isGraph {
      let graph = NavGraph()
      if let start = node.startDestinationID {
        graph.startDestinationId = id(start)
        graph.startDestinationIdName = start
      }
      for child in node.destinations {
        if let made = self.destination(child, including: including) { graph.addDestination(made) }
      }
      destination = graph
    } else {
      destination = NavDestination(node.element)
      destination.className = node.name.map { $0.hasPrefix(".") ? packageName + $0 : $0 }
    }
    destination.packageName = packageName
    if let name = node.destinationID {
      destination.id = id(name)
      destination.idName = name
    }
    destination.label = node.label.map(resources.text)
    destination.appAttributes = node.appAttributes
    for argument in node.arguments {
      guard let name = argument.name else { continue }
      destination.addArgument(name, navArgument(argument))
    }
    for action in node.actions {
      guard let actionName = action.actionID else { continue }
      destination.putAction(id(actionName), navAction(action))
    }
    for link in node.deepLinks {
      destination.deepLinks.append(
        NavDeepLink(
          uriPattern: link.uri.map { $0.replacingEvery("${applicationId}", with: packageName) },
          action: link.action.map { $0.replacingEvery("${applicationId}", with: packageName) },
          mimeType: link.mimeType))
    }
    return destination
  }

  private func navArgument(_ argument: NavigationArgumentNode) -> NavArgument {
    let type: NavType =
      argument.argType == nil && argument.defaultValue != nil && argument.defaultValue != "@null"
      ? NavType.inferFromValue(argument.defaultValue!) : NavType.fromArgType(argument.argType, packageName)
    return NavArgument(type: type, isNullable: argument.nullable ?? false, defaultValue: argument.defaultValue)
  }

  private func navAction(_ action: NavigationActionNode) -> NavAction {
    let options = NavOptions(
      singleTop: action.launchSingleTop ?? false, restoreState: action.restoreState ?? false,
      popUpToId: action.popUpToID.map(id) ?? -1, popUpToInclusive: action.popUpToInclusive ?? false,
      popUpToSaveState: action.popUpToSaveState ?? false, animations: action.animations)
    var defaults: Bundle?
    for argument in action.arguments {
      guard let name = argument.name, let value = argument.defaultValue else { continue }
      if defaults == nil { defaults = Bundle() }
      navArgument(argument).type.put(defaults!, name, parsing: value)
    }
    return NavAction(action.destinationID.map(id) ?? 0, options, defaults)
  }

  private func id(_ name: String) -> Int32 {
    resources.getIdentifier(name, "id", packageName)
  }
}
