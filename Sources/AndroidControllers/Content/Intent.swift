/// A description of an operation to perform: which activity to start (explicitly by class, or implicitly by
/// action, categories and data), with flags and extras.
///
/// Mirrors `android.content.Intent`. Kotlin's `Intent(this, DetailActivity::class.java)` is
/// `Intent(self, DetailActivity.self)`. Extras are copied whenever the intent crosses the system (``Bundle``).
@preconcurrency @MainActor
public final class Intent: @MainActor CustomStringConvertible {
  /// Android's `getAction()`.
  public private(set) var action: String?
  /// Android's `getData()`.
  public private(set) var data: Uri?
  /// Android's `getType()`: the explicit MIME type.
  public private(set) var type: String?
  /// Android's `getCategories()`, in the order added.
  public private(set) var categories: [String] = []
  /// Android's `getComponent()`: the explicit target.
  public private(set) var component: ComponentName?
  /// Android's `getFlags()`.
  public private(set) var flags: Int32 = 0
  /// The activity class named by ``init(_:_:)`` or ``setClass(_:_:)``, which the runtime instantiates.
  var activityClass: Activity.Type?
  private var extrasStorage: Bundle?

  /// An empty intent.
  public init() {}

  /// Android's `Intent(String action)`.
  public init(_ action: String?) {
    self.action = action
  }

  /// Android's `Intent(String action, Uri uri)`.
  public init(_ action: String?, _ uri: Uri?) {
    self.action = action
    data = uri
  }

  /// Android's `Intent(Context packageContext, Class<?> cls)`: an explicit intent for an activity of the app.
  public init(_ packageContext: Context, _ cls: Activity.Type) {
    setClass(packageContext, cls)
  }

  /// Android's copy constructor `Intent(Intent o)`: extras copied, not shared.
  public init(_ o: Intent) {
    action = o.action
    data = o.data
    type = o.type
    categories = o.categories
    component = o.component
    activityClass = o.activityClass
    flags = o.flags
    extrasStorage = o.extrasStorage.map(Bundle.init)
  }

  /// Android's `getExtras()`: a copy of the extras, or `nil` when there are none.
  public var extras: Bundle? { extrasStorage.map(Bundle.init) }

  // MARK: Target

  /// Android's `setClass(Context, Class<?>)`.
  @discardableResult
  public func setClass(_ packageContext: Context, _ cls: Activity.Type) -> Intent {
    let className = packageContext.device?.className(of: cls) ?? ActivityClassTable.simpleName(of: cls)
    component = ComponentName(packageContext.packageName, className)
    activityClass = cls
    return self
  }

  /// Android's `setClassName(String packageName, String className)`.
  @discardableResult
  public func setClassName(_ packageName: String, _ className: String) -> Intent {
    setComponent(ComponentName(packageName, className))
  }

  /// Android's `setComponent(ComponentName)`.
  @discardableResult
  public func setComponent(_ component: ComponentName?) -> Intent {
    self.component = component
    activityClass = nil
    return self
  }

  /// Android's `setAction(String)`.
  @discardableResult
  public func setAction(_ action: String?) -> Intent {
    self.action = action
    return self
  }

  /// Android's `setData(Uri)`: clears the type, as Android does.
  @discardableResult
  public func setData(_ data: Uri?) -> Intent {
    self.data = data
    type = nil
    return self
  }

  /// Android's `setType(String)`: clears the data, as Android does.
  @discardableResult
  public func setType(_ type: String?) -> Intent {
    self.type = type
    data = nil
    return self
  }

  /// Android's `setDataAndType(Uri, String)`.
  @discardableResult
  public func setDataAndType(_ data: Uri?, _ type: String?) -> Intent {
    self.data = data
    self.type = type
    return self
  }

  /// Android's `addCategory(String)`.
  @discardableResult
  public func addCategory(_ category: String) -> Intent {
    if !categories.contains(category) { categories.append(category) }
    return self
  }

  /// Android's `hasCategory(String)`.
  public func hasCategory(_ category: String) -> Bool { categories.contains(category) }

  // MARK: Flags

  /// Android's `setFlags(int)`.
  @discardableResult
  public func setFlags(_ flags: Int32) -> Intent {
    self.flags = flags
    return self
  }

  /// Android's `addFlags(int)`.
  @discardableResult
  public func addFlags(_ flags: Int32) -> Intent {
    self.flags |= flags
    return self
  }

  /// Android's `removeFlags(int)`.
  public func removeFlags(_ flags: Int32) {
    self.flags &= ~flags
  }

  func has(_ flag: Int32) -> Bool { flags & flag != 0 }

  /// Android's `filterEquals(Intent)`: the same action, data, type, component and categories (extras and flags
  /// aside), which is when two intents would start the same thing.
  public func filterEquals(_ other: Intent?) -> Bool {
    guard let other else { return false }
    return action == other.action && data == other.data && type == other.type && component == other.component
      && Set(categories) == Set(other.categories)
  }

  // MARK: Extras

  /// The extras bundle, made on first write.
  var writableExtras: Bundle {
    if let extrasStorage { return extrasStorage }
    let bundle = Bundle()
    extrasStorage = bundle
    return bundle
  }

  /// The extras as they are, for reading without a copy.
  var extrasIfAny: Bundle? { extrasStorage }

  /// Android's `putExtras(Bundle)`.
  @discardableResult
  public func putExtras(_ extras: Bundle) -> Intent {
    writableExtras.putAll(extras)
    return self
  }

  /// Android's `hasExtra(String)`.
  public func hasExtra(_ name: String) -> Bool { extrasStorage?.containsKey(name) ?? false }

  /// Android's `removeExtra(String)`.
  public func removeExtra(_ name: String) { extrasStorage?.remove(name) }

  /// The intent as it arrives in another activity: a copy with its extras parcelled.
  func delivered() -> Intent {
    let copy = Intent(self)
    copy.extrasStorage = extrasStorage?.copied()
    return copy
  }

  /// The bytes the intent's extras take in the binder transaction that carries it.
  var extrasParcelSize: Int { extrasStorage?.parcelSize() ?? 0 }

  /// Android's `toString()`: `Intent { act=… cat=[…] dat=… flg=0x… cmp=pkg/.Cls (has extras) }`.
  public var description: String {
    var parts: [String] = []
    if let action { parts.append("act=\(action)") }
    if !categories.isEmpty { parts.append("cat=[\(categories.joined(separator: ","))]") }
    if let data { parts.append("dat=\(data)") }
    if let type { parts.append("typ=\(type)") }
    if flags != 0 { parts.append("flg=0x\(String(UInt32(bitPattern: flags), radix: 16))") }
    if let component { parts.append("cmp=\(component.flattenToShortString())") }
    if extrasStorage != nil { parts.append("(has extras)") }
    return "Intent { \(parts.joined(separator: " ")) }"
  }
}
