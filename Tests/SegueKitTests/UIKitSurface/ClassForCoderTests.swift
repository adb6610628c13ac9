import Foundation
import SegueKit
import Testing

/// Objective-C's `+[NSObject classForCoder]`, as the wide corpus's Custom Transitions registers its cell class.
@MainActor
@Suite struct ClassForCoderTests {
  @Test func registeringTheClassForCoderDequeuesCellsOfThatClass() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
    table.register(SubtitleCell.classForCoder(), forCellReuseIdentifier: "cell")
    let cell = table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
    #expect(type(of: cell) == SubtitleCell.self)
    #expect(UITableViewCell.classForCoder() == UITableViewCell.self)
  }
}

@MainActor
private final class SubtitleCell: UITableViewCell {}
