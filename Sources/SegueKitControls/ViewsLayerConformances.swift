// What the views layer below asks of the types declared here (`SizesByContent`, `TakesKeyboardText`, `KeepsOwnTap`,
// `AppearanceBarItem`, `ContentView`): it names none of them.

extension UILabel: SizesByContent {}
extension UIButton: SizesByContent {}
extension UIImageView: SizesByContent {}
extension UISwitch: SizesByContent {}
extension UITextField: SizesByContent {}
extension UISlider: SizesByContent {}
extension UISegmentedControl: SizesByContent {}
extension UIActivityIndicatorView: SizesByContent {}
extension UIPageControl: SizesByContent {}
extension UIStepper: SizesByContent {}
extension UIProgressView: SizesByContent {}

extension UITextField: TakesKeyboardText {
  package var takesKeyboardText: Bool { true }
}

extension UITextView: TakesKeyboardText {
  package var takesKeyboardText: Bool { isEditable }
}

extension UIBarItem: AppearanceBarItem {}

extension UIButton: KeepsOwnTap {}
extension UISwitch: KeepsOwnTap {}
extension UIStepper: KeepsOwnTap {}
extension UISegmentedControl: KeepsOwnTap {}
extension UIPageControl: KeepsOwnTap {}

extension UILabel: ContentView {}
extension UIButton: ContentView {}
extension UITextField: ContentView {}
extension UITextView: ContentView {}
