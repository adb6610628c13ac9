import AndroidFormat

/// How an Android layout element is drawn and laid out, from its class's simple name.
enum AndroidViewKind {
  /// The layout algorithm a view group uses for its children.
  enum Arrangement { case linearVertical, linearHorizontal, frame, constraints }

  /// The simple class name (`ConstraintLayout` for `androidx.constraintlayout.widget.ConstraintLayout`).
  static func simpleName(_ view: LayoutView) -> String {
    let name = view.viewClass ?? view.element
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  static func arrangement(_ view: LayoutView) -> Arrangement {
    let name = simpleName(view)
    switch name {
    case "LinearLayout", "LinearLayoutCompat":
      return view.androidAttributes["orientation"] == "vertical" ? .linearVertical : .linearHorizontal
    case "RadioGroup", "TableLayout", "AppBarLayout", "TextInputLayout", "NavigationView":
      return view.androidAttributes["orientation"] == "horizontal" ? .linearHorizontal : .linearVertical
    case "TableRow": return .linearHorizontal
    case "ConstraintLayout", "RelativeLayout", "MotionLayout", "PercentRelativeLayout": return .constraints
    default: return .frame
    }
  }

  static func kind(_ view: LayoutView) -> BoxKind {
    let name = simpleName(view)
    switch view.element {
    case "fragment", "include", "FragmentContainerView": return .container
    case "merge": return .view
    default: break
    }
    if view.isFragmentHost { return .container }
    switch name {
    case "TextView", "AppCompatTextView", "MaterialTextView", "CheckedTextView", "TextClock", "Chronometer":
      return .label
    case "Button", "AppCompatButton", "MaterialButton", "ExtendedFloatingActionButton", "Chip":
      return .button
    case "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView",
      "MaterialAutoCompleteTextView", "MultiAutoCompleteTextView":
      return .textField
    case "ImageView", "AppCompatImageView", "ImageButton", "AppCompatImageButton", "ShapeableImageView",
      "FloatingActionButton", "CircleImageView":
      return .image
    case "CheckBox", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "RadioButton", "ToggleButton",
      "MaterialCheckBox", "AppCompatCheckBox":
      return .toggle
    case "SeekBar", "ProgressBar", "RatingBar", "Slider", "LinearProgressIndicator", "CircularProgressIndicator":
      return .slider
    case "RecyclerView", "ListView", "GridView", "ExpandableListView", "ViewPager", "ViewPager2":
      return .list
    case "Toolbar", "MaterialToolbar", "ActionBar": return .navigationBar
    case "BottomNavigationView", "BottomAppBar", "NavigationBarView": return .tabBar
    case "TabLayout": return .segmented
    case "SearchView", "SearchBar": return .searchBar
    case "Space", "Guideline", "Barrier", "Group", "Flow": return .group
    case "LinearLayout", "LinearLayoutCompat", "FrameLayout", "ConstraintLayout", "RelativeLayout",
      "CoordinatorLayout", "ScrollView", "NestedScrollView", "HorizontalScrollView", "CardView", "MaterialCardView",
      "TableLayout", "TableRow", "RadioGroup", "AppBarLayout", "CollapsingToolbarLayout", "TextInputLayout",
      "SwipeRefreshLayout", "DrawerLayout", "MotionLayout", "View", "GridLayout":
      return .view
    default: return .opaque
    }
  }

  /// A leaf's size when it wraps its content, in dp: text at about 7 dp a character, Material's 48 dp touch height
  /// for controls [I].
  static func intrinsicSize(_ view: LayoutView, kind: BoxKind, text: String?) -> Size {
    let characters = Double(text?.count ?? 0)
    switch kind {
    case .label: return Size(width: max(characters * 7, 8), height: 20)
    case .button: return Size(width: max(characters * 8 + 32, 64), height: 48)
    case .textField: return Size(width: max(characters * 7 + 16, 160), height: 48)
    case .image: return Size(width: 48, height: 48)
    case .toggle: return Size(width: 48 + characters * 7, height: 48)
    case .slider: return Size(width: 160, height: 32)
    case .navigationBar: return Size(width: 360, height: 56)
    case .tabBar: return Size(width: 360, height: 56)
    case .segmented, .searchBar: return Size(width: 240, height: 48)
    case .list: return Size(width: 360, height: 240)
    case .container: return Size(width: 360, height: 120)
    case .opaque: return Size(width: 120, height: 48)
    default: return Size(width: 0, height: 0)
    }
  }
}
