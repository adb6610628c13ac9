import Foundation
import SegueKit
import Testing

@testable import SegueKitCore
@testable import SegueKitViews

@MainActor
private final class NotesCell: UITableViewCell {}

// Apple's `UIAppearance` documentation: `appearance(for:)` "returns the appearance proxy for the receiver when the
// current trait collection matches the specified trait collection", `appearance(whenContainedInInstancesOf:)` for
// instances inside the containers, and "iOS applies appearance changes when a view enters a window". Matching is
// `UITraitCollection.containsTraits(in:)` ("the specified traits … match those of the current trait collection").

@MainActor
private func withoutProxies(_ body: () throws -> Void) rethrows {
  AppearanceProxies.removeAll()
  defer { AppearanceProxies.removeAll() }
  try body()
}

@MainActor @Suite struct AppearanceTraitProxyTests {
  @Test func aTraitProxyAppliesOnlyWhereTheTraitsMatchAndWinsOverThePlainOne() {
    withoutProxies {
      // Set first, the trait proxy still wins where it applies: it is the more specific.
      UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .green
      UISwitch.appearance().onTintColor = .red
      #expect(
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark))
          === UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)))
      let darkPanel = UIView(frame: .zero)
      darkPanel.overrideUserInterfaceStyle = .dark
      let inDark = UISwitch(frame: .zero)
      darkPanel.addSubview(inDark)
      let inLight = UISwitch(frame: .zero)
      let window = UIWindow()
      window.addSubview(darkPanel)
      window.addSubview(inLight)
      #expect([inDark.onTintColor, inLight.onTintColor] == [.green, .red])
    }
  }

  @Test func aTraitProxyInsideContainersNeedsBoth() {
    withoutProxies {
      let compactInCells = UISwitch.appearance(
        for: UITraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [NotesCell.self])
      compactInCells.thumbTintColor = .blue
      let cell = NotesCell(style: .default, reuseIdentifier: nil)
      cell.overrideUserInterfaceStyle = .dark
      let inDarkCell = UISwitch(frame: .zero)
      cell.contentView.addSubview(inDarkCell)
      let darkAlone = UIView(frame: .zero)
      darkAlone.overrideUserInterfaceStyle = .dark
      let outside = UISwitch(frame: .zero)
      darkAlone.addSubview(outside)
      let window = UIWindow()
      window.addSubview(cell)
      window.addSubview(darkAlone)
      #expect([inDarkCell.thumbTintColor, outside.thumbTintColor] == [.blue, nil])
    }
  }

  /// `UILabel.appearance(whenContainedInInstancesOf:)`: a subclass without proxy properties of its own gets
  /// `UIView`'s, recording for that subclass inside the containers.
  @Test func viewsHaveContainedAndTraitProxiesToo() {
    withoutProxies {
      UILabel.appearance(whenContainedInInstancesOf: [NotesCell.self]).backgroundColor = .yellow
      UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .white
      let cell = NotesCell(style: .default, reuseIdentifier: nil)
      let inCell = UILabel(frame: .zero)
      cell.contentView.addSubview(inCell)
      let alone = UILabel(frame: .zero)
      let window = UIWindow()
      window.overrideUserInterfaceStyle = .dark
      window.addSubview(cell)
      window.addSubview(alone)
      #expect([inCell.backgroundColor, alone.backgroundColor] == [.yellow, nil])
      #expect(alone.tintColor == .white)
      let lightWindow = UIWindow()
      let light = UILabel(frame: .zero)
      lightWindow.addSubview(light)
      #expect(light.tintColor != .white)
    }
  }
}
