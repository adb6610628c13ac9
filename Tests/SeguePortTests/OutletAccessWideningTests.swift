import Testing

@testable import SeguePort

/// The port removes `private`/`fileprivate` from outlets so the generated table can reach them, wherever the modifier
/// stands among the others: the wide corpus's Cuisiner writes `@IBOutlet weak private var`, which an earlier port
/// turned into `vate var` (the modifier's range was taken one modifier early).
@Suite struct OutletAccessWideningTests {
  @Test func privateIsRemovedAfterAnotherModifier() {
    let port = SourcePort(sources: [
      "SignUp.swift": """
      import UIKit

      class SignUpViewController: UIViewController {
        @IBOutlet weak private var email: UITextField!
        @IBOutlet private weak var password: UITextField!
        @IBOutlet weak fileprivate var username: UITextField!
      }
      """
    ])
    #expect(
      port.files["SignUp.swift"] == """
        import SegueKit

        class SignUpViewController: UIViewController {
          weak var email: UITextField!
          weak var password: UITextField!
          weak var username: UITextField!
        }
        """)
    #expect(port.counts[.accessWidened] == 3)
  }
}
