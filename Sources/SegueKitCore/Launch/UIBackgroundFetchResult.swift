/// What a background fetch found. Mirrors UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData = 0
  case noData = 1
  case failed = 2
}
