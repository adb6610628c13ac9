// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Hacking with Swift's
// project 2, a flag quiz, ported into a package named Flags. CI ports the corpus copy and runs this test in it.
import SegueKitTesting
import Testing

@testable import Flags

@MainActor
@Suite struct FlagsFlowTests {
  /// The quiz names a country in the title and shows three flags; tapping the right one says "Correct" and the
  /// score goes up; "Continue" asks again; a wrong flag says "Wrong" and the score goes down.
  @Test func guessingFlags() throws {
    // Through the app's own `@UIApplicationMain` delegate, which the launch makes as iOS does.
    let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
    #expect(UIApplication.shared.delegate is AppDelegate)
    let quiz = try #require(app.visibleViewControllers.compactMap { $0 as? ViewController }.first)
    let flags = Array(quiz.countries.prefix(3))
    let answer = flags[quiz.correctAnswer]
    #expect(app.snapshot.description == Self.quiz(answer))
    #expect(app.elements.map(\.description) == flags.map { "button '\($0)'" })

    try app.tap(answer)
    #expect(app.snapshot.description == Self.quiz(answer) + "\n" + Self.alert("Correct", score: 1))
    try app.tap("Continue")
    let next = Array(quiz.countries.prefix(3))
    let nextAnswer = next[quiz.correctAnswer]
    #expect(app.snapshot.description == Self.quiz(nextAnswer))

    let wrong = try #require(next.first { $0 != nextAnswer })
    try app.tap(wrong)
    #expect(app.snapshot.description == Self.quiz(nextAnswer) + "\n" + Self.alert("Wrong", score: 0))
    #expect(app.exceptions == [])
    #expect(app.consoleMessages == [])
  }

  static func quiz(_ country: String) -> String {
    """
    iPhone 16, portrait
    UINavigationController
      [0] \(country.uppercased()) (ViewController)
    """
  }

  static func alert(_ title: String, score: Int) -> String {
    "  presents(overFullScreen) \(title) (UIAlertController) message='Your score is \(score).' actions=[Continue]"
  }
}
