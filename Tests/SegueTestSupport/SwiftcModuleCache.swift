import Foundation

/// The module cache of the tests' own `swiftc` runs, given explicitly: swiftc's default one follows
/// `XDG_CACHE_HOME`, which child processes inherit and which an `AppSandbox` points at the Caches folder of the app
/// launched last — a folder another test may remove while the compiler writes there.
public let swiftcModuleCacheArguments = ["-module-cache-path", NSTemporaryDirectory() + "segue-tests-module-cache"]
