import Testing

/// The corpus type-check's classifier on a small app: what a missing framework causes is its, and what is not stays
/// SegueKit's or unattributed.
///
/// Built only with swift-syntax (not under `SEGUE_WITHOUT_PORT`), which finds the declarations.
#if canImport(SwiftParser)
  @Suite struct ErrorAttributionTests {
    static let source = """
      import UIKit
      import SwipeKit

      class MailCell: SwipeCell {
        var subject = ""
        func configure() {
          swipeOffset = 0
        }
      }

      class Inbox {
        var badge = Badge()
        func count() -> Int { 0 }
      }

      class InboxController: UIViewController {
        let inbox = Inbox()
        func layout(cell: UITableViewCell) {
          let mail = cell as! MailCell
          view.focusGroupIdentifier = mail.subject
          let label = UILabel(
            frame: .zero, tint: .accent)
          label.text = Inbox().count()
        }
        func total(_ a: Int) -> String {
          return a
        }
        override func loadView() {
          view.focusGroupIdentifier = nil
        }
      }
      """

    /// Errors as swiftc reports them on `source`, with a stand-in for SwipeKit.
    static let errors: [CompilerError] = [
      .init(file: "Mail.swift", line: 4, message: "cannot find type 'SwipeCell' in scope"),
      .init(file: "Mail.swift", line: 7, message: "cannot find 'swipeOffset' in scope"),
      .init(file: "Mail.swift", line: 12, message: "cannot find 'Badge' in scope"),
      .init(
        file: "Mail.swift", line: 19,
        message: "cast from 'UITableViewCell' to unrelated type 'MailCell' always fails"),
      .init(
        file: "Mail.swift", line: 20,
        message: "value of type 'UIView' has no member 'focusGroupIdentifier'"),
      .init(file: "Mail.swift", line: 21, message: "extra argument 'tint' in call"),
      .init(file: "Mail.swift", line: 22, message: "cannot infer contextual base in reference to member 'accent'"),
      .init(
        file: "Mail.swift", line: 23,
        message: "cannot assign value of type 'Int' to type 'String'"),
      .init(
        file: "Mail.swift", line: 26,
        message: "cannot convert return expression of type 'Int' to return type 'String'"),
      .init(
        file: "Mail.swift", line: 29,
        message: "value of type 'UIView' has no member 'focusGroupIdentifier'"),
    ]

    /// Corona-Warn-App's notification settings: a local variable holds the missing framework's object.
    @Test func aVariableOfAForeignTypeCarriesItsFramework() {
      let source = """
        import UIKit
        import UserNotifications

        class SettingsController: UIViewController {
          private func notificationSettings() {
            let center = UNUserNotificationCenter.current()

            center.requestAuthorization(options: [.alert, .sound]) { [weak self] granted, error in
              guard let self = self else { return }
            }
          }
        }
        """
      let errors: [CompilerError] = [
        .init(file: "Settings.swift", line: 6, message: "cannot find 'UNUserNotificationCenter' in scope"),
        .init(
          file: "Settings.swift", line: 8,
          message: "reference to member 'alert' cannot be resolved without a contextual type"),
        .init(
          file: "Settings.swift", line: 8,
          message: "cannot infer type of closure parameter 'granted' without a type annotation"),
      ]
      let attribution = ErrorAttribution(
        errors: errors, sources: ["Settings.swift": source], standIns: ["UserNotifications"])
      #expect(attribution.owners(of: errors) == [.otherFramework, .otherFramework, .otherFramework])
    }

    /// OpenHAB's HTTP client, which FoundationNetworking compiles but for what needs the Darwin Security framework
    /// or the Objective-C runtime.
    @Test func authenticationAndAssociatedObjectsAreNotSegueKits() {
      let source = """
        import Foundation

        extension HTTPClient {
          func trust(_ challenge: URLAuthenticationChallenge) -> URLCredential? {
            guard let serverTrust = challenge.protectionSpace.serverTrust else { return nil }
            return URLCredential(trust: serverTrust)
          }
        }

        extension URLSessionTask {
          var count: Int { objc_getAssociatedObject(self, &key) as? Int ?? 0 }
        }
        """
      let errors: [CompilerError] = [
        .init(
          file: "HTTP.swift", line: 5,
          message: "'serverTrust' is unavailable: swift-corelibs-foundation does not support methods of "
            + "authentication that rely on the Darwin Security framework."),
        .init(
          file: "HTTP.swift", line: 6, message: "incorrect argument label in call (have 'trust:', expected 'coder:')"),
        .init(file: "HTTP.swift", line: 11, message: "cannot find 'objc_getAssociatedObject' in scope"),
      ]
      let attribution = ErrorAttribution(errors: errors, sources: ["HTTP.swift": source], standIns: [])
      #expect(attribution.owners(of: errors) == [.foundation, .foundation, .otherFramework])
    }

    /// DailyFeed's pull-to-reach target and Tagger's status bar: key-value coding (`value(forKey:)`, Foundation's
    /// `NSKeyValueCoding` on `NSObject`, which swift-corelibs-foundation's `NSObject` lacks) is Foundation's gap even
    /// on a UIKit object; a `value` member UIKit lacks elsewhere stays SegueKit's.
    @Test func keyValueCodingOnUIKitObjectsIsFoundations() {
      let source = """
        import UIKit

        extension UIBarButtonItem {
          var itemView: UIView? { self.value(forKey: "view") as? UIView }
          var bar: Any? { (UIApplication.shared.value(forKey: "window") as AnyObject).value(forKeyPath: "a.b") }
          func level(_ stepper: UIStepper) -> Double { stepper.value }
        }
        """
      let errors: [CompilerError] = [
        .init(file: "Bar.swift", line: 4, message: "value of type 'UIBarButtonItem' has no member 'value'"),
        .init(file: "Bar.swift", line: 5, message: "value of type 'UIApplication' has no member 'value'"),
        .init(file: "Bar.swift", line: 5, message: "value of type 'AnyObject' has no member 'value'"),
        .init(file: "Bar.swift", line: 6, message: "value of type 'UIStepper' has no member 'value'"),
      ]
      let attribution = ErrorAttribution(errors: errors, sources: ["Bar.swift": source], standIns: [])
      #expect(attribution.owners(of: errors) == [.foundation, .foundation, .foundation, .segueKit])
    }

    /// CleanStore's routing by selector: `responds(to:)` and `perform(_:with:)` are the Objective-C runtime's, which
    /// swift-corelibs-foundation's `NSObjectProtocol` lacks; another missing `perform` stays SegueKit's.
    @Test func messagingBySelectorIsFoundations() {
      let source = """
        import UIKit

        class OrderController: UIViewController {
          var router: (Routing & NSObjectProtocol)?
          func route(_ segue: UIStoryboardSegue) {
            let selector = NSSelectorFromString("routeToShowWithSegue:")
            if let router = router, router.responds(to: selector) {
              router.perform(selector, with: segue)
            }
            view.perform(.delete, on: [], options: [], animations: nil)
          }
        }
        """
      let errors: [CompilerError] = [
        .init(
          file: "Order.swift", line: 7,
          message: "value of type 'any Routing & NSObjectProtocol' has no member 'responds'"),
        .init(
          file: "Order.swift", line: 8,
          message: "value of type 'any Routing & NSObjectProtocol' has no member 'perform'"),
        .init(file: "Order.swift", line: 10, message: "value of type 'UIView' has no member 'perform'"),
      ]
      let attribution = ErrorAttribution(errors: errors, sources: ["Order.swift": source], standIns: [])
      #expect(attribution.owners(of: errors) == [.foundation, .foundation, .segueKit])
    }

    /// Authenticator's and OpenFoodFacts' generic makers: a UIKit class made through a metatype with UIKit's
    /// initializer compiles on iOS because the initializer is Objective-C's (swiftc's
    /// `diagnoseInvalidDynamicConstructorReferences` exempts initializers with a Clang node), so the error is the
    /// Objective-C runtime's; the same with the app's own class, which iOS refuses too, stays unattributed.
    @Test func makingUIKitClassesThroughAMetatypeIsTheObjectiveCRuntimes() {
      let source = """
        import UIKit

        extension UITableView {
          func cell<Cell: UITableViewCell>(of cellClass: Cell.Type) -> Cell {
            return Cell(style: .default, reuseIdentifier: "cell")
          }
        }
        class Model { init(name: String) {} }
        func make<T: Model>(_ type: T.Type) -> T {
          return T(name: "model")
        }
        """
      let message = { (type: String) in
        "constructing an object of class type '\(type)' with a metatype value must use a 'required' initializer"
      }
      let errors: [CompilerError] = [
        .init(file: "Cells.swift", line: 5, message: message("Cell")),
        .init(file: "Cells.swift", line: 10, message: message("T")),
      ]
      let attribution = ErrorAttribution(errors: errors, sources: ["Cells.swift": source], standIns: [])
      #expect(attribution.owners(of: errors) == [.foundation, .unattributed])
    }

    /// FrameGrabber's `PHAsset+Utility.swift` imports only Photos, which on iOS brings Foundation and CoreGraphics,
    /// and Cuisiner's `StorageService.swift` only Foundation and Firebase: a UIKit name they cannot find is the
    /// missing framework's; in a file that imports UIKit it stays SegueKit's.
    @Test func aFileSeeingOnlyMissingFrameworksOwesThemItsUIKitNames() {
      let sources = [
        "PHAsset+Utility.swift": "import Photos\n\nextension PHAsset {\n  var dimensions: CGSize { .zero }\n}\n",
        "Storage.swift": "import Foundation\nimport Firebase\n\nfunc upload(_ image: UIImage) {}\n",
        "Size.swift": "import UIKit\nimport Photos\n\nlet size: CGSize = .zero\n",
      ]
      let errors: [CompilerError] = [
        .init(file: "PHAsset+Utility.swift", line: 4, message: "cannot find type 'CGSize' in scope"),
        .init(file: "Storage.swift", line: 4, message: "cannot find type 'UIImage' in scope"),
        .init(file: "Size.swift", line: 4, message: "cannot find type 'CGSize' in scope"),
      ]
      let attribution = ErrorAttribution(errors: errors, sources: sources, standIns: ["Photos", "Firebase", "UIKit"])
      #expect(attribution.owners(of: errors) == [.otherFramework, .otherFramework, .segueKit])
    }

    /// MrTip's SnapKit constraints and VoiceMemosClone's Accelerate metering: names UIKit does not declare are the
    /// imported module's, not SegueKit's; a UIKit member SegueKit lacks stays SegueKit's in the same app, and without a
    /// module Linux lacks nothing else could provide the name.
    @Test func namesUIKitDoesNotDeclareAreTheImportedModules() {
      let source = """
        import UIKit
        import SnapKit
        import Accelerate

        class MeterView: UIView {
          func layout(_ label: UILabel, samples: [Float]) {
            label.snp.makeConstraints { $0.edges.equalToSuperview() }
            var level: Float = 0
            vDSP_meamgv(samples, 1, &level, vDSP_Length(samples.count))
            label.focusGroupIdentifier = "meter"
            responds(to: nil)
          }
        }
        """
      let errors: [CompilerError] = [
        .init(file: "Meter.swift", line: 7, message: "value of type 'UILabel' has no member 'snp'"),
        .init(file: "Meter.swift", line: 9, message: "cannot find 'vDSP_meamgv' in scope"),
        .init(file: "Meter.swift", line: 10, message: "value of type 'UILabel' has no member 'focusGroupIdentifier'"),
        .init(file: "Meter.swift", line: 11, message: "value of type 'MeterView' has no member 'responds'"),
      ]
      let attribution = ErrorAttribution(
        errors: errors, sources: ["Meter.swift": source], standIns: ["SnapKit", "Accelerate"])
      #expect(attribution.owners(of: errors) == [.otherFramework, .otherFramework, .segueKit, .foundation])
      let alone = ErrorAttribution(errors: [errors[0]], sources: ["Meter.swift": source], standIns: [])
      #expect(alone.owners(of: [errors[0]]) == [.segueKit])
    }

    /// The follow-ons of a missing framework or Foundation class where the message quotes only UIKit or nothing:
    /// Open Food Facts' `viewController()` (a pod's `UIView` extension; UIKit's `viewController` functions all take a
    /// labelled argument), ParkenDD's `drop(_:state:)` (a global function taking SwiftyDrop's `DropState`),
    /// BarcodeScanner's `set(width: .offset(…))` (the overload taking SwiftEntryKit's type cannot be chosen, so
    /// `.offset` is looked up in the other's `CGFloat`) and WWDCScholars' item from an `NSMapTable`, which
    /// swift-corelibs-foundation lacks. A UIKit function called with its labels stays SegueKit's.
    @Test func followOnsQuotingUIKitBelongToWhatIsMissing() {
      let source = """
        import UIKit
        import SwiftyDrop
        import SwiftEntryKit

        func drop(_ message: String, state: DropState) {}

        final class Modal {
          func set(width: EKAttributes.Edge) -> Modal { self }
          func set(verticalOffset: CGFloat) -> Modal { self }
        }

        final class InitialView: UIView {
          func open() {
            self.viewController()?.dismiss(animated: true)
            let context: UIViewControllerContextTransitioning? = nil
            _ = context?.viewController(forKey: .from)
          }
          func warn() {
            drop("Offline", state: .blur(.dark))
          }
          func build() -> Modal {
            Modal().set(width: .offset(value: 16))
          }
        }

        """
      // A file importing no module Linux lacks: on iOS only Foundation could declare the `NS` class it misses.
      let hoverBar = """
        import UIKit

        final class HoverBar: UIView {
          var map: NSMapTable<UIControl, AnyObject> = NSMapTable.weakToWeakObjects()
          func handle(_ control: UIControl) {
            guard let item = map.object(forKey: control) else { return }
            if let button = item as? UIButton {
              button.sendActions(for: .touchUpInside)
            }
          }
        }
        """
      let errors: [CompilerError] = [
        .init(file: "Bar.swift", line: 5, message: "cannot find type 'DropState' in scope"),
        .init(file: "Bar.swift", line: 8, message: "cannot find type 'EKAttributes' in scope"),
        .init(file: "HoverBar.swift", line: 4, message: "cannot find type 'NSMapTable' in scope"),
        .init(file: "Bar.swift", line: 14, message: "value of type 'InitialView' has no member 'viewController'"),
        .init(
          file: "Bar.swift", line: 16,
          message: "value of type 'UIViewControllerContextTransitioning' has no member 'viewController'"),
        .init(file: "Bar.swift", line: 19, message: "cannot infer contextual base in reference to member 'blur'"),
        .init(file: "Bar.swift", line: 22, message: "type 'CGFloat' has no member 'offset'"),
        .init(
          file: "HoverBar.swift", line: 8,
          message: "cannot infer contextual base in reference to member 'touchUpInside'"),
      ]
      let attribution = ErrorAttribution(
        errors: errors, sources: ["Bar.swift": source, "HoverBar.swift": hoverBar],
        standIns: ["SwiftyDrop", "SwiftEntryKit"])
      #expect(
        attribution.owners(of: errors) == [
          .otherFramework, .otherFramework, .foundation, .otherFramework, .segueKit, .otherFramework, .otherFramework,
          .foundation,
        ])
    }

    /// The argument labels of a call as the line writes them, and a declaration's parameters they match.
    @Test func callLabelsMatchDeclarationsWithDefaults() {
      #expect(
        ErrorAttribution.callLabels(of: "set", in: "x.set(width: .a(b: 1, c: [d, e]), 2) + reset()") == ["width", "_"])
      #expect(ErrorAttribution.callLabels(of: "viewController", in: "self.viewController()?.go()") == [])
      #expect(ErrorAttribution.callLabels(of: "controller", in: "self.viewController()") == nil)
      let animate: [(label: String, defaulted: Bool)] = [
        ("withDuration", false), ("delay", true), ("animations", false),
      ]
      #expect(
        [["withDuration", "animations"], ["withDuration", "delay", "animations"], ["delay", "animations"]].map {
          ErrorAttribution.call($0, matches: animate)
        } == [true, true, false])
    }

    @Test func missingFrameworkCodeIsItsAndTheRestStays() {
      let attribution = ErrorAttribution(
        errors: Self.errors, sources: ["Mail.swift": Self.source], standIns: ["SwipeKit"])
      #expect(attribution.foreignNames == ["SwipeKit", "SwipeCell", "Badge"])
      #expect(attribution.tainted == ["MailCell", "Inbox", "InboxController"])
      let owners = attribution.owners(of: Self.errors)
      #expect(
        owners == [
          // The superclass nobody on Linux provides, and a member inherited from it.
          .otherFramework, .otherFramework,
          // A stored property of a foreign type.
          .otherFramework,
          // A subclass of the foreign class quoted: not UIKit's.
          .otherFramework,
          // A UIKit member SegueKit lacks stays SegueKit's even in code that uses the tainted subclass.
          .segueKit,
          // A UIKit initializer SegueKit lacks, and its follow-on on the statement's next line.
          .segueKit, .segueKit,
          // Code naming a type tainted by a foreign stored property.
          .otherFramework,
          // The app's own code, nothing foreign about it.
          .unattributed,
          // A UIKit member SegueKit lacks.
          .segueKit,
        ])
    }
  }
#endif
