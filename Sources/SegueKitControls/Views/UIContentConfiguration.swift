/// The content of a cell as a value: what to show, which the cell turns into its content view.
///
/// Mirrors UIKit's `UIContentConfiguration` (iOS 14) without `makeContentView()` and `updated(for:)`: nothing is
/// drawn here, so a cell keeps the configuration as set (see
/// ``UITableViewCell/contentConfiguration``).
public protocol UIContentConfiguration {}
