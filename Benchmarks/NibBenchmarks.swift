import Foundation
import SegueKit
import StoryboardFormat

/// Nib instantiation: every call of `UINib.instantiate(withOwner:options:)` on the largest xib of the apps corpus
/// (or of the repository's corpus nibs when the corpus is absent), already decoded, as a table dequeues nib cells
/// (target: < 150 µs per call, the best of five rounds; it was 100 µs until the loader read colours, fonts, images and
/// per-state titles).
/// Returns false when the target is missed.
@MainActor
func runNibBenchmarks(apps: String) -> Bool {
  let repositoryNibs = "Tests/Fixtures/Corpus/nibs"
  let folder = FileManager.default.fileExists(atPath: apps) ? apps : repositoryNibs
  let xibs = ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xib") }
    .map { (folder as NSString).appendingPathComponent($0) }
  let sized = xibs.compactMap { path -> (String, Int)? in
    guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { return nil }
    return (path, size)
  }
  guard let (path, size) = sized.max(by: { $0.1 < $1.1 }), let data = FileManager.default.contents(atPath: path) else {
    print("nib: no xib below '\(folder)'")
    return false
  }
  Console.echoesToStandardError = false
  registerStandIns(for: NibDecoder.decode(data, path: path))
  let nib = UINib(data: data, bundle: nil)
  let objects = nib.instantiate(withOwner: nil).count
  // The best of five rounds: on a shared machine a round can lose a fifth of its time to other work, and the fastest
  // round is the nib's own cost.
  let rounds = 5
  let calls = 1_000
  let perCall =
    (0..<rounds).map { _ in
      seconds { for _ in 0..<calls { _ = nib.instantiate(withOwner: nil) } } / Double(calls) * 1e6
    }.min() ?? 0
  Console.clear()
  let name = (path as NSString).lastPathComponent
  print(
    "nib: instantiate \(name) (\(size) bytes, \(objects) top-level object): "
      + "\(String(format: "%.1f", perCall)) µs per call (target < 150 µs)")
  return perCall < 150
}

/// Registers each custom class the nib names as the UIKit class of its element, as a ported app's own subclasses
/// would be found (so that the figure is the nib's, not the console's "Unknown class" messages).
@MainActor
private func registerStandIns(for nib: NibDocument) {
  let classes: [String: AnyClass] = [
    "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self, "stackView": UIStackView.self,
    "collectionViewCell": UICollectionViewCell.self, "tableViewCell": UITableViewCell.self,
  ]
  for top in nib.topLevelObjects {
    top.forEachObject { object in
      guard let name = object.customClass else { return }
      let qualified = object.customModule.map { "\($0).\(name)" } ?? name
      StoryboardClassRegistry.register(classes[object.element] ?? UIView.self, as: qualified)
    }
  }
}
