import Testing

@testable import SeguePort

/// `#if canImport(UIKit)` takes the branch the port's `import SegueKit` stands for: libraries written for iOS and
/// the Mac begin `#if canImport(UIKit) import UIKit #else import AppKit #endif` (SnapKit 5.7's `Constraint.swift`),
/// and on Linux `canImport(UIKit)` is false, so the AppKit branch would be compiled ("no such module 'AppKit'").
/// Source: The Swift Programming Language, "Compiler Control Statements": `canImport(moduleName)` is true when the
/// module can be imported.
@Suite struct ConditionalImportTests {
  @Test func canImportOfUIKitBecomesCanImportOfSegueKit() {
    let source = """
      #if canImport(UIKit)
          import UIKit
      #elseif !canImport(CoreGraphics) && canImport(AppKit)
          import AppKit
      #endif
      let text = "canImport(UIKit)"
      func canImport(_ name: String) {}
      let call: () = canImport("UIKit")

      """
    let port = SourcePort(sources: ["Constraint.swift": source])
    #expect(
      port.files["Constraint.swift"] == """
        #if canImport(SegueKit)
            import SegueKit
        #elseif !canImport(SegueKit) && canImport(AppKit)
            import AppKit
        #endif
        let text = "canImport(UIKit)"
        func canImport(_ name: String) {}
        let call: () = canImport("UIKit")

        """)
    #expect(port.counts[.canImport] == 2)
    #expect(port.missingFrameworks.isEmpty, "import AppKit is in a branch Linux never compiles now")
  }
}
