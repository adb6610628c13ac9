import Testing

@testable import SeguePort

/// A cell class that declares initializers other than the one UIKit makes registered cells through gets SegueKit's
/// `init(_dequeuedWithReuseIdentifier:)` on its opening line (``CellInitializers``); other classes are left alone.
@Suite struct CellInitializerPortTests {
  /// What the class's opening line gains after its `{`.
  static func member(_ initializer: String) -> String {
    " required convenience init(_dequeuedWithReuseIdentifier reuseIdentifier: String?) { fatalError(\"Use of "
      + "unimplemented initializer '\(initializer)' for class '\\(String(reflecting: Self.self))'\") };"
  }

  @Test func coderOnlyCellsGetTheDequeuingInitializer() {
    let cells = """
      import UIKit

      class BaseCell: UITableViewCell {
        required init?(coder: NSCoder) {
          super.init(coder: coder)
        }
      }
      class SwitchCell: BaseCell {}
      class SliderCell: BaseCell {
        var value: Float
        required init?(coder: NSCoder) { value = 0; super.init(coder: coder) }
      }
      class ProgrammaticCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        convenience init() { self.init(style: .default, reuseIdentifier: nil) }
      }
      final class PhotoCell: UICollectionViewCell { init(photo: String) { super.init(frame: .zero) } }
      class Header: UITableViewHeaderFooterView {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class Controller: UIViewController {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """
    let port = SourcePort(sources: ["Cells.swift": cells])
    let table = Self.member("init(style:reuseIdentifier:)")
    #expect(
      port.files["Cells.swift"] == """
        import SegueKit

        class BaseCell: UITableViewCell {\(table)
          required init?(coder: NSCoder) {
            super.init(coder: coder)
          }
        }
        class SwitchCell: BaseCell {}
        class SliderCell: BaseCell {\(table)
          var value: Float
          required init?(coder: NSCoder) { value = 0; super.init(coder: coder) }
        }
        class ProgrammaticCell: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
          }
          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
          convenience init() { self.init(style: .default, reuseIdentifier: nil) }
        }
        final class PhotoCell: UICollectionViewCell {\(Self.member("init(frame:)")) \
        init(photo: String) { super.init(frame: .zero) } }
        class Header: UITableViewHeaderFooterView {\(Self.member("init(reuseIdentifier:)"))
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        class Controller: UIViewController {
          required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        """)
    #expect(port.counts[.cellInitializer] == 4)
    #expect(port.findings.isEmpty)
  }
}
