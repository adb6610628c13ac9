import Testing

@testable import SeguePort

/// A missing `public` between the app's modules is reported as swiftc reports it when Xcode builds the modules
/// apart. Source: the compiler itself (Swift 6.3 on this machine, `swiftc -emit-module` of a module declaring the
/// same declarations, then `swiftc -typecheck` of a file importing it) printed exactly these errors; The Swift
/// Programming Language, "Access Control": internal is the default, and "a public structure's default memberwise
/// initializer is internal".
@Suite struct CrossModuleAccessTests {
  static let core = CrossModuleAccess.Module(
    name: "Core",
    sources: [
      "Core/Model.swift": """
      struct Hidden {}
      func hiddenFunc() {}
      public struct Shown {
        var x = 1
      }
      public struct Built {
        let y: Int
      }
      extension Built {
        public init() { y = 0 }
      }
      public class Base { public init() {} }
      class HiddenClass {}
      protocol HiddenProto {}
      public func visible() {}
      """
    ])

  @Test func internalDeclarationsUsedFromAnotherModule() {
    let app = CrossModuleAccess.Module(
      name: "App",
      sources: [
        "App/Screen.swift": """
        import Core

        let a = Hidden()
        let t: Hidden? = nil
        func run() {
          hiddenFunc()
          let s = Shown()
          let b = Built()
          visible()
          _ = Base()
        }
        class Sub: HiddenClass {}
        struct C: HiddenProto {}
        """
      ])
    let findings = CrossModuleAccess([Self.core, app]).findings.map(\.description)
    #expect(
      findings == [
        "App/Screen.swift:3:9: error: cannot find 'Hidden' in scope",
        "App/Screen.swift:4:8: error: cannot find type 'Hidden' in scope",
        "App/Screen.swift:6:3: error: cannot find 'hiddenFunc' in scope",
        "App/Screen.swift:7:11: error: 'Shown' initializer is inaccessible due to 'internal' protection level",
        "App/Screen.swift:12:12: error: cannot find type 'HiddenClass' in scope",
        "App/Screen.swift:13:11: error: cannot find type 'HiddenProto' in scope",
        "Core/Model.swift:1:8: note: 'Hidden' is not public in module 'Core'; iOS builds each module apart and shows "
          + "other modules only what it declares public or open: add 'public' there",
        "Core/Model.swift:2:6: note: 'hiddenFunc' is not public in module 'Core'; iOS builds each module apart and "
          + "shows other modules only what it declares public or open: add 'public' there",
        "Core/Model.swift:3:15: note: 'Shown' declares no public initializer in module 'Core'; iOS builds each "
          + "module apart and shows other modules only what it declares public or open: add 'public' there",
        "Core/Model.swift:13:7: note: 'HiddenClass' is not public in module 'Core'; iOS builds each module apart "
          + "and shows other modules only what it declares public or open: add 'public' there",
        "Core/Model.swift:14:10: note: 'HiddenProto' is not public in module 'Core'; iOS builds each module apart "
          + "and shows other modules only what it declares public or open: add 'public' there",
      ])
  }

  /// Not errors: the module's own files, a file that does not import the module, `@testable import`, and a name the
  /// using module declares itself.
  @Test func whatTheCompilerAcceptsIsNotReported() {
    let app = CrossModuleAccess.Module(
      name: "App",
      sources: [
        "App/NoImport.swift": "let a = Hidden()\n",
        "App/Testable.swift": "@testable import Core\n\nlet b = Hidden()\n",
        "App/Own.swift": "import Core\n\nstruct HiddenClass {}\nfunc f(hiddenFunc: () -> Void) { hiddenFunc() }\n",
      ])
    let core = CrossModuleAccess.Module(
      name: "Core",
      sources: Self.core.sources.merging(["Core/Use.swift": "let c = Hidden()\n"]) { $1 })
    #expect(CrossModuleAccess([core, app]).findings == [])
  }
}
