import Testing

@testable import SeguePort

/// The selectors the Swift compiler derives (swiftlang/swift `lib/AST/Decl.cpp`, `getObjCSelector`, with the
/// prepositions of `lib/Basic/PartsOfSpeech.def`), which storyboards store and `#selector` produces.
@Suite struct ObjCSelectorTests {
  @Test(
    arguments: [
      ("refresh", [], "refresh"),
      ("buy", [nil], "buy:"),
      ("handle", [nil, "with"], "handle:with:"),
      ("handle", [nil, nil], "handle::"),
      ("timeSliderValueChanged", ["sender"], "timeSliderValueChangedWithSender:"),
      ("unwind", ["segue"], "unwindWithSegue:"),
      // No `With` when the label starts with a preposition, or the base name ends with one.
      ("move", ["to"], "moveTo:"),
      ("perform", ["withSender"], "performWithSender:"),
      ("showDetailsFor", ["item"], "showDetailsForItem:"),
      ("makeReviews", ["coder", "sender", "segueIdentifier"], "makeReviewsWithCoder:sender:segueIdentifier:"),
      // A run of capitals is one word: `URL` is not a preposition.
      ("openURL", ["at"], "openURLAt:"),
    ] as [(String, [String?], String)])
  func derivesTheCompilersSelector(baseName: String, labels: [String?], expected: String) {
    #expect(ObjCSelector.name(baseName: baseName, labels: labels) == expected)
  }

  @Test func setterSelectorCapitalisesTheProperty() {
    #expect(ObjCSelector.setter(of: "title") == "setTitle:")
  }

  /// `#selector(UIView.endEditing)`, a UIKit method named without its labels (ExpenseTracker's dismiss-keyboard tap):
  /// the compiler resolves it to UIKit's only `endEditing`, `endEditing(_:)`; the port takes the labels from UIKit's
  /// interface (`UIKitMethods`, generated from the inventory) and makes `endEditing:`. A base name UIKit's class
  /// declares more than once (`UIView.convert`) stays an error, as the compiler finds it ambiguous. The app's own
  /// extension of `UIView` (ExpenseTracker has one) does not hide UIKit's methods.
  @Test func aUIKitMethodNamedWithoutLabelsGetsItsInterfacesSelector() {
    let source = """
      import UIKit

      extension UIView {
          func shake() {}
      }

      class LoginController: UIViewController {
          func dismissesKeyboard() {
              let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing))
              view.addGestureRecognizer(tap)
              _ = #selector(UIViewController.viewWillAppear)
              _ = #selector(UIView.convert)
          }
      }
      """
    let port = SourcePort(sources: ["Login.swift": source])
    #expect(
      port.files["Login.swift"] == """
        import SegueKit

        extension UIView {
            func shake() {}
        }

        class LoginController: UIViewController {
            func dismissesKeyboard() {
                let tap = UITapGestureRecognizer(target: view, action: "endEditing:")
                view.addGestureRecognizer(tap)
                _ = "viewWillAppear:"
                _ = #selector(UIView.convert)
            }
        }
        """)
    #expect(port.findings.map { "\($0.line) \($0.severity)" } == ["12 error"])
  }

  /// `#keyPath(…)` needs the Objective-C runtime, which Linux's compiler does not have; it stands for a string, the
  /// property names joined by dots without the type the path starts from (The Swift Programming Language, "Key-Path
  /// String Expression": `#keyPath(SomeClass.someProperty)` is `"someProperty"`), which the port writes instead. The
  /// shapes are Frame Grabber's layer keys and GPS Stone's nested path; a key path the port cannot read stays.
  @Test func keyPathsBecomeTheirStrings() {
    let source = """
      import UIKit

      class ProgressLayer: CALayer {
          @objc var progress: Float = 0
          func paths(_ key: String) -> [Any] {
              [key == #keyPath(progress), #keyPath(Recording.totalTimeSegment.duration), #keyPath(self.progress),
               #keyPath(UIView.layer.cornerRadius), #keyPath(items[0])]
          }
      }
      """
    let port = SourcePort(sources: ["Layer.swift": source])
    #expect(
      port.files["Layer.swift"] == """
        import SegueKit

        class ProgressLayer: CALayer {
            var progress: Float = 0
            func paths(_ key: String) -> [Any] {
                [key == "progress", "totalTimeSegment.duration", "progress",
                 "layer.cornerRadius", #keyPath(items[0])]
            }
        }
        """)
    #expect(port.counts[.keyPath] == 4)
  }

  /// A `#selector` whose method reference is in parentheses and coerced to pick an overload (Tagger's
  /// `#selector(((FlickrOAuthViewController.dismiss) as (FlickrOAuthViewController) -> () -> Void))`, which picks
  /// its own `dismiss()` over UIKit's `dismiss(animated:completion:)`) names the method inside the parentheses; as
  /// for any `#selector` target, its `private` goes (the generated table calls it) and an untyped constant gets
  /// `Selector("…")`.
  @Test func aParenthesizedCoercedReferenceNamesTheMethodInside() {
    let source = """
      import UIKit

      class OAuthController: UIViewController {
          private func dismiss() {}
          let selector = #selector(((OAuthController.dismiss) as (OAuthController) -> () -> Void))
      }
      """
    let port = SourcePort(sources: ["OAuth.swift": source])
    #expect(
      port.files["OAuth.swift"] == """
        import SegueKit

        class OAuthController: UIViewController {
            func dismiss() {}
            let selector = Selector("dismiss")
        }
        """)
    #expect(port.findings.map(\.description) == [])
  }

  @Test func camelCaseWordsKeepAcronymsTogether() {
    #expect(CamelCase.words(of: "URLSessionTaskFor") == ["URL", "Session", "Task", "For"])
    #expect(CamelCase.words(of: "showDetailsFor") == ["show", "Details", "For"])
  }
}
