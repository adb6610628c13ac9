import Foundation
import StoryboardFormat

/// The controls and views Interface Builder files describe — text fields, switches, sliders, steppers, segmented
/// controls, date pickers, page controls, pickers, text views, scroll views, stack views, image views, spinners,
/// progress bars and effect views — made as their UIKit classes with their values from the file.
extension StoryboardViewLoader {
  /// The view a storyboard element of one of these kinds makes, configured; `nil` for other elements.
  static func storyboardControl(_ object: StoryboardObject) -> UIView? {
    let view: UIView
    switch object.element {
    case "textField": view = UITextField(frame: .zero)
    case "switch": view = UISwitch(frame: .zero)
    case "slider": view = UISlider(frame: .zero)
    case "stepper": view = UIStepper(frame: .zero)
    case "segmentedControl": view = UISegmentedControl(frame: .zero)
    case "datePicker": view = UIDatePicker(frame: .zero)
    case "pageControl": view = UIPageControl(frame: .zero)
    case "pickerView": view = UIPickerView(frame: .zero)
    case "textView": view = UITextView(frame: .zero)
    case "scrollView": view = UIScrollView(frame: .zero)
    case "stackView": view = UIStackView(frame: .zero)
    case "imageView":
      // Decoded from a file, an image view takes touches unless the file says "NO" (see `instantiateView`).
      let imageView = UIImageView(frame: .zero)
      imageView.isUserInteractionEnabled = true
      view = imageView
    case "activityIndicatorView": view = UIActivityIndicatorView(frame: .zero)
    case "progressView": view = UIProgressView(frame: .zero)
    case "visualEffectView": view = UIVisualEffectView(effect: nil)
    case "collectionReusableView": view = UICollectionReusableView(frame: .zero)
    default: return nil
    }
    configureControl(view, object)
    return view
  }

  /// Applies the element's attributes to `view` (also to an instance of an app's subclass).
  static func configureControl(_ view: UIView, _ object: StoryboardObject) {
    if let reusable = view as? UICollectionReusableView { reusable.reuseIdentifier = object.reuseIdentifier }
    let attributes = object.attributes
    func flag(_ name: String) -> Bool? { attributes[name].map { $0 == "YES" } }
    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
    if let control = view as? UIControl {
      if let enabled = flag("enabled") { control.isEnabled = enabled }
      if let selected = flag("selected") { control.isSelected = selected }
    }
    switch view {
    case let field as UITextField:
      field.text = object.text ?? attributes["text"]
      field.placeholder = attributes["placeholder"]
      field.borderStyle = borderStyle(attributes["borderStyle"])
      if let traits = object.children.first(where: { $0.element == "textInputTraits" }) {
        field.isSecureTextEntry = traits.attributes["secureTextEntry"] == "YES"
        field.keyboardType = keyboardType(traits.attributes["keyboardType"])
        field.returnKeyType = returnKeyType(traits.attributes["returnKeyType"])
      }
    case let toggle as UISwitch:
      toggle.isOn = flag("on") ?? false
    case let slider as UISlider:
      slider.minimumValue = Float(number("minValue") ?? 0)
      slider.maximumValue = Float(number("maxValue") ?? 1)
      slider.value = Float(number("value") ?? 0)
      if let continuous = flag("continuous") { slider.isContinuous = continuous }
    case let stepper as UIStepper:
      stepper.minimumValue = number("minimumValue") ?? 0
      stepper.maximumValue = number("maximumValue") ?? 100
      stepper.stepValue = number("stepValue") ?? 1
      stepper.value = number("value") ?? 0
      if let wraps = flag("wraps") { stepper.wraps = wraps }
    case let segmented as UISegmentedControl:
      let segments = object.children.first { $0.element == "segments" }?.children ?? []
      for (index, segment) in segments.enumerated() {
        segmented.insertSegment(withTitle: segment.attributes["title"], at: index, animated: false)
      }
      segmented.selectedSegmentIndex = attributes["selectedSegmentIndex"].flatMap { Int($0) } ?? 0
      if let momentary = flag("momentary") { segmented.isMomentary = momentary }
    case let picker as UIDatePicker:
      picker.datePickerMode = datePickerMode(attributes["datePickerMode"])
      picker.preferredDatePickerStyle = datePickerStyle(attributes["style"])
      if let interval = attributes["minuteInterval"].flatMap({ Int($0) }) { picker.minuteInterval = interval }
    case let pages as UIPageControl:
      pages.numberOfPages = attributes["numberOfPages"].flatMap { Int($0) } ?? 3
      pages.currentPage = attributes["currentPage"].flatMap { Int($0) } ?? 0
    case let textView as UITextView:
      textView.text = object.text ?? attributes["text"] ?? ""
      if let editable = flag("editable") { textView.isEditable = editable }
      if let selectable = flag("selectable") { textView.isSelectable = selectable }
    case let stack as UIStackView:
      stack.axis = attributes["axis"] == "vertical" ? .vertical : .horizontal
      stack.spacing = CGFloat(number("spacing") ?? 0)
      stack.distribution = stackDistribution(attributes["distribution"])
      stack.alignment = stackAlignment(attributes["alignment"])
    case let spinner as UIActivityIndicatorView:
      spinner.style = attributes["style"] == "large" ? .large : .medium
      spinner.hidesWhenStopped = flag("hidesWhenStopped") ?? false
      if flag("animating") == true { spinner.startAnimating() }
    case let bar as UIProgressView:
      bar.progress = Float(number("progress") ?? 0)
      if attributes["progressViewStyle"] == "bar" { bar.progressViewStyle = .bar }
    case let imageView as UIImageView:
      imageView.image = StoryboardValues.image(in: object, key: "image")
      imageView.highlightedImage = StoryboardValues.image(in: object, key: "highlightedImage")
    default:
      break
    }
    if let scrollView = view as? UIScrollView, let enabled = flag("scrollEnabled") {
      scrollView.isScrollEnabled = enabled
    }
  }

  /// Adds a loaded subview: a stack view's subviews in a storyboard are its arranged subviews.
  static func add(_ subview: UIView, to view: UIView) {
    if let stack = view as? UIStackView {
      stack.addArrangedSubview(subview)
    } else {
      view.addSubview(subview)
    }
  }

  private static func borderStyle(_ name: String?) -> UITextField.BorderStyle {
    switch name {
    case "line": .line
    case "bezel": .bezel
    case "roundedRect": .roundedRect
    default: .none
    }
  }

  private static func keyboardType(_ name: String?) -> UIKeyboardType {
    switch name {
    case "ASCIICapable": .asciiCapable
    case "numbersAndPunctuation": .numbersAndPunctuation
    case "URL": .URL
    case "numberPad": .numberPad
    case "phonePad": .phonePad
    case "namePhonePad": .namePhonePad
    case "emailAddress": .emailAddress
    case "decimalPad": .decimalPad
    case "twitter": .twitter
    case "webSearch": .webSearch
    default: .default
    }
  }

  private static func returnKeyType(_ name: String?) -> UIReturnKeyType {
    switch name {
    case "go": .go
    case "join": .join
    case "next": .next
    case "route": .route
    case "search": .search
    case "send": .send
    case "done": .done
    case "emergencyCall": .emergencyCall
    case "continue": .continue
    default: .default
    }
  }

  private static func datePickerMode(_ name: String?) -> UIDatePicker.Mode {
    switch name {
    case "time": .time
    case "date": .date
    case "countDownTimer": .countDownTimer
    default: .dateAndTime
    }
  }

  private static func datePickerStyle(_ name: String?) -> UIDatePickerStyle {
    switch name {
    case "wheels": .wheels
    case "compact": .compact
    case "inline": .inline
    default: .automatic
    }
  }

  private static func stackDistribution(_ name: String?) -> UIStackView.Distribution {
    switch name {
    case "fillEqually": .fillEqually
    case "fillProportionally": .fillProportionally
    case "equalSpacing": .equalSpacing
    case "equalCentering": .equalCentering
    default: .fill
    }
  }

  private static func stackAlignment(_ name: String?) -> UIStackView.Alignment {
    switch name {
    case "top", "leading": .leading
    case "firstBaseline": .firstBaseline
    case "center": .center
    case "bottom", "trailing": .trailing
    case "lastBaseline": .lastBaseline
    default: .fill
    }
  }
}
