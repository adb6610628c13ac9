import Foundation
import SegueTestSupport
import Testing

/// `segue run` end to end: the built binary driving the example app from a script and from standard input
/// (issue 5, point 6).
@Suite struct RunCommandTests {
  static let launchState = "Launched Examples/Shop on iPhone 16.\n" + ShopSnapshots.launch + "\n"

  /// A script file: each step echoed, then the navigation state; `trace` prints the life cycle since launch.
  @Test func scriptPrintsTheStateAfterEachStep() throws {
    let script = try Self.script(
      """
      # Push a product, then go back.
      tap "Grinder"
      back
      trace
      """)
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try SegueProcess.run(["run", "Examples/Shop", "--script", script.path])
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(
      result.standardOutput == Self.launchState + """

        > tap "Grinder"
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)
            [1] Grinder (ProductDetailViewController)
              embeds ReviewsViewController

        > back
        iPhone 16, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)

        > trace
        RootTabBarController.viewDidLoad
        RootTabBarController.viewWillAppear(false)
        RootTabBarController.viewIsAppearing(false)
        UINavigationController(Products).viewDidLoad
        UINavigationController(Products).viewWillAppear(false)
        UINavigationController(Products).viewIsAppearing(false)
        Products.viewDidLoad
        Products.viewWillAppear(false)
        Products.viewIsAppearing(false)
        RootTabBarController.viewDidAppear(false)
        UINavigationController(Products).viewDidAppear(false)
        Products.viewDidAppear(false)
        ReviewsViewController.viewDidLoad
        Grinder.viewDidLoad
        Products.viewWillDisappear(true)
        Grinder.viewWillAppear(true)
        Grinder.viewIsAppearing(true)
        ReviewsViewController.viewWillAppear(true)
        ReviewsViewController.viewIsAppearing(true)
        Products.viewDidDisappear(true)
        Grinder.viewDidAppear(true)
        ReviewsViewController.viewDidAppear(true)
        Grinder.viewWillDisappear(true)
        ReviewsViewController.viewWillDisappear(true)
        Products.viewWillAppear(true)
        Products.viewIsAppearing(true)
        Grinder.viewDidDisappear(true)
        ReviewsViewController.viewDidDisappear(true)
        Products.viewDidAppear(true)
        ReviewsViewController.deinit
        Grinder.deinit

        """)
  }

  /// A failing step stops the script with its file and line, and the exit status is 1.
  @Test func failingScriptStepExitsOne() throws {
    let script = try Self.script("state\ntap \"Checkout\"\nback\n")
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try SegueProcess.run(["run", "Examples/Shop", "--script", script.path])
    #expect(result.status == 1)
    #expect(
      result.standardError == "error: \(script.path):2: no element titled 'Checkout' on screen; visible: "
        + "'Espresso cup', 'Pour-over kettle', 'Grinder', 'Shop', 'Library', 'Settings'\n")
    #expect(result.standardOutput.hasSuffix("\n> tap \"Checkout\"\n"))
  }

  @Test func unknownScriptCommandExitsOne() throws {
    let script = try Self.script("tpa \"Grinder\"\n")
    defer { try? FileManager.default.removeItem(at: script) }
    let result = try SegueProcess.run(["run", "Examples/Shop", "--script", script.path])
    #expect(result.status == 1)
    #expect(result.standardError == "error: \(script.path):1: Unknown command 'tpa'. Did you mean 'tap'?\n")
  }

  /// Standard input that is not a terminal: commands echoed, no prompt; a failing step is reported and the
  /// session goes on.
  @Test func standardInputKeepsGoingAfterAnError() throws {
    let result = try SegueProcess.run(
      ["run", "Examples/Shop/Base.lproj/Main.storyboard", "--device", "ipad"],
      input: "back\ntap \"Library\"\nquit\nstate\n")
    #expect(result.status == 0)
    #expect(
      result.standardError == "error: no back button on screen: 'Products' is at the root of its navigation stack\n")
    #expect(
      result.standardOutput == """
        Launched Examples/Shop/Base.lproj/Main.storyboard on iPad Pro 13-inch.
        iPad Pro 13-inch, portrait
        RootTabBarController tabs=[*Shop, Library, Settings]
          UINavigationController
            [0] Products (ProductListViewController)

        > back

        > tap "Library"
        iPad Pro 13-inch, portrait
        RootTabBarController tabs=[Shop, *Library, Settings]
          UISplitViewController expanded
            column 0 UINavigationController
              [0] Categories (CategoriesViewController)
            column 1 UINavigationController
              [0] Category (CategoryViewController)

        > quit

        """)
  }

  /// A storyboard file whose class is not linked into `segue`: UIKit's log line is printed as `console:` and the
  /// base class stands in (design decision 4); `perform` fires a segue by identifier (Segues §2.1).
  @Test func storyboardFilePrintsConsoleMessagesAndPerformsSegues() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let storyboard = folder.appendingPathComponent("Flow.storyboard")
    try Data(Self.flowStoryboard.utf8).write(to: storyboard)
    let result = try SegueProcess.run(["run", storyboard.path], input: "perform Next\nback\ntrace\n")
    #expect(result.standardError == "")
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        Launched \(storyboard.path) on iPhone 16.
        console: Unknown class MissingViewController in Interface Builder file.
        iPhone 16, portrait
        UINavigationController
          [0] First (UIViewController)

        > perform Next
        iPhone 16, portrait
        UINavigationController
          [0] First (UIViewController)
          [1] Second (UIViewController)

        > back
        iPhone 16, portrait
        UINavigationController
          [0] First (UIViewController)

        > trace
        UINavigationController(First).viewDidLoad
        UINavigationController(First).viewWillAppear(false)
        UINavigationController(First).viewIsAppearing(false)
        First.viewDidLoad
        First.viewWillAppear(false)
        First.viewIsAppearing(false)
        UINavigationController(First).viewDidAppear(false)
        First.viewDidAppear(false)
        Second.viewDidLoad
        First.viewWillDisappear(true)
        Second.viewWillAppear(true)
        Second.viewIsAppearing(true)
        First.viewDidDisappear(true)
        Second.viewDidAppear(true)
        Second.viewWillDisappear(true)
        First.viewWillAppear(true)
        First.viewIsAppearing(true)
        Second.viewDidDisappear(true)
        First.viewDidAppear(true)
        Second.deinit

        """)
  }

  static let flowStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="nav">
      <scenes>
        <scene sceneID="s1"><objects>
          <navigationController id="nav" sceneMemberID="viewController">
            <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="r1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController title="First" id="first" customClass="MissingViewController" customModule="Nowhere" sceneMemberID="viewController">
            <view key="view" id="v1">
              <subviews>
                <button id="b1"><state key="normal" title="Next"/>
                  <connections><segue destination="second" kind="show" identifier="Next" id="g1"/></connections>
                </button>
              </subviews>
            </view>
          </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
          <viewController title="Second" id="second" sceneMemberID="viewController">
            <view key="view" id="v2"/>
          </viewController>
        </objects></scene>
      </scenes>
    </document>
    """

  /// The help screen lists the commands of the language and the exit statuses.
  @Test func helpScreen() throws {
    let result = try SegueProcess.run(["run", "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput == Self.help)
  }

  static let help = """
    OVERVIEW: Launch an app folder or a storyboard headlessly and drive its
    navigation.

    Without --script, reads commands from standard input and prints the navigation
    state after each step; a failing step is reported and the prompt goes on. With
    --script, runs the file's commands in order and stops at the first failing
    step.

    Commands:
    tap "Title"               tap a button, bar item, tab or row by title or id
    select row N [section M]  select a row of the table on screen (from 0)
    select item N [section M] select an item of the collection view on screen
    back                      tap the back button of the navigation bar
    dismiss                   swipe the topmost sheet down
    rotate                    rotate between portrait and landscape
    device NAME               simulate another device (names as for --device)
    perform ID                perform the storyboard segue ID
    state                     print the navigation state
    trace                     print the life-cycle events since the last trace
    help                      print this help
    quit                      stop (end of input also stops)

    An Android app folder (laid out as src/main/: AndroidManifest.xml and res/)
    runs on a simulated Android device. segue holds the classes of the AndroidShop
    example (Examples/AndroidShop/src/main); another app's activities and fragments
    are played by stand-ins: their life cycle, tasks and launch modes as the
    manifest says, and the layout whose tools:context names them, none of their
    code. Its commands:
    click "Text"       click the shown button or text view with that text
    click id/NAME      click the shown view with the id @+id/NAME
    start NAME [FLAG…] start the manifest's activity NAME (.Detail, Detail or
                       com.example.Detail) from the activity in front, or from
                       outside when the home screen is; FLAGs by short name:
                       NEW_TASK CLEAR_TOP SINGLE_TOP CLEAR_TASK NO_HISTORY
                       REORDER_TO_FRONT MULTIPLE_TASK NEW_DOCUMENT
    open URI [FLAG…]   start ACTION_VIEW with URI as its data (a deep link)
    back               press Back
    home               press Home
    launch             tap the launcher icon (brings the app's task back)
    rotate             turn the device a quarter (a configuration change)
    kill               press Home and let the system kill the app's process
    state              print the tasks, activities and fragments
    views              print the top activity's window, a view per line
    trace              print the life-cycle callbacks since the last trace
    help               print this help
    quit               stop (end of input also stops)

    Exit status: 0 when the script ran to its end or the input ended, 1 when
    launching or a script step failed, 2 on a usage error.

    USAGE: segue run <app> [--script <script>] [--scene <scene>] [--device <device>] [--screenshot <screenshot>]

    ARGUMENTS:
      <app>                   An app folder (with an Info.plist or an
                              AndroidManifest.xml) or a .storyboard file.

    OPTIONS:
      --script <script>       A file of commands, one a line, run in order (for CI).
      --scene <scene>         A scene to launch by Storyboard ID instead of the
                              initial view controller (storyboard files only).
      --device <device>       The simulated device: iphone, iphone-se, iphone-plus,
                              iphone-pro-max, ipad, ipad-slide-over, ipad-half,
                              ipad-13-half, ipad-two-thirds (default: iphone).
      --screenshot <screenshot>
                              Write the screen as an SVG wireframe to this file
                              after launch and after every step (iOS and Android).
      --version               Show the version.
      -h, --help              Show help information.


    """

  @Test func missingAppExitsOne() throws {
    let result = try SegueProcess.run(["run", "Nowhere"])
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(result.standardError == "error: cannot launch 'Nowhere': no such app folder or storyboard 'Nowhere'\n")
  }

  @Test(arguments: [["run"], ["run", "Examples/Shop", "--device", "nokia"]])
  func usageErrorsExitTwo(arguments: [String]) throws {
    let result = try SegueProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: "))
  }

  static func script(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-run-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: url)
    return url
  }
}

extension SegueProcess {
  /// Runs the binary with `input` on its standard input (a pipe, not a terminal).
  static func run(_ arguments: [String], input: String) throws -> SegueProcess {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let standardInput = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = standardInput
    process.standardOutput = output
    process.standardError = error
    try process.run()
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return SegueProcess(
      status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData, as: UTF8.self))
  }
}
