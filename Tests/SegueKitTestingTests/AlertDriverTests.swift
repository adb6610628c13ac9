import Foundation
import SegueKitTesting
import SegueTestSupport
import Testing

/// The driver on alerts and table delegates: the snapshot shows a presented alert, its actions are elements a test
/// taps by title, and a row selected through the driver reaches the table controller's `didSelectRowAt`.
@MainActor
@Suite struct AlertDriverTests {
  final class Inbox: UITableViewController {
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Inbox"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
      cell.textLabel?.text = ["Hello", "Invoice"][indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelectRowAt \(indexPath.row)")
      let alert = UIAlertController(title: "Delete mail?", message: "It goes to the bin.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { _ in self.log.append("deleted \(indexPath.row)") })
      present(alert, animated: true)
    }
  }

  @Test func anAlertShowsInTheSnapshotAndItsActionsAreTappable() throws {
    let inbox = Inbox(style: .plain)
    let app = SegueApp(rootViewController: UINavigationController(rootViewController: inbox))
    #expect(app.elements.map(\.description) == ["cell 'Hello'", "cell 'Invoice'"])
    try app.select(row: 1)
    #expect(inbox.log == ["didSelectRowAt 1"])
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Inbox (Inbox)
          presents(overFullScreen) Delete mail? (UIAlertController) message='It goes to the bin.' actions=[Cancel, Delete]
        """)
    #expect(app.elements.map(\.description) == ["alert action 'Cancel'", "alert action 'Delete'"])
    try app.tap("Delete")
    #expect(inbox.log == ["didSelectRowAt 1", "deleted 1"])
    #expect(inbox.presentedViewController == nil)
  }
}
