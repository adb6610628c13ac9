// Tests that import SegueKitTesting get the runtime too, as a test imports XCTest and the module under test.
@_exported public import SegueKit
