// The test a team writes for its own app after `segue port` (DocC article "Porting an app"): Apple's FoodTracker, the
// app of "Start Developing iOS Apps (Swift)", at its "Persist Data" lesson, as published on GitHub in
// 028928768/09_PersistData (commit fb38d6b). Its meals hold their photos (`UIImage`) and are saved with
// `NSKeyedArchiver.archiveRootObject(_:toFile:)` into the Documents folder, and read back with `NSKeyedUnarchiver` at
// launch: `UIImage` is `NSSecureCoding` on iOS (Apple's documentation of `UIImage`), so the photos come back.
//
// The app is not in the corpus, so CI does not run this test. To run it: clone that repository, port its folder
// (`segue port REPO --output DIR --name FoodTracker`), copy this folder to DIR/Tests/FoodTrackerTests, and give the
// port's Overlay/FoodTracker the three files Xcode's Swift 4.2 migration edits (the app is Swift 4.0, and these names
// are errors with today's iOS SDK as with SegueKit): `UIApplicationLaunchOptionsKey` → `UIApplication.LaunchOptionsKey`
// (AppDelegate.swift), `UITableViewCellEditingStyle` → `UITableViewCell.EditingStyle` (MealTableViewController.swift),
// and `[String : Any]` / `UIImagePickerControllerOriginalImage` → `[UIImagePickerController.InfoKey : Any]` /
// `.originalImage` (MealViewController.swift); then port again and `swift test` in DIR.
import SegueKitTesting
import Testing

@testable import FoodTracker

@MainActor
@Suite struct FoodTrackerFlowTests {
  /// The list starts with the three sample meals; "Add" shows the New Meal screen (in a sheet: a storyboard's modal
  /// segue presents `.automatic`); a name typed and a photo picked from the library, Save unwinds to the list, which
  /// appends the meal and archives the list. Relaunched with its
  /// sandbox kept, the app reads the archive: the four meals, each with its photo and rating.
  @Test func aNewMealIsArchivedWithItsPhotoAndComesBackAfterARelaunch() throws {
    let app = try SegueApp.launch(appFolder: PortedApp.appFolder)
    let list = try app.visible(MealTableViewController.self)
    let samples = ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]
    #expect(list.meals.map(\.name) == samples)
    try app.tap("Add")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Your Meals (MealTableViewController)
          presents(formSheet) UINavigationController
            [0] New Meal (MealViewController)
        """)
    try app.type("Espresso", into: "Enter meal name")
    // The photo's tap recognizer ends the typing (Save is enabled again) and presents the photo library.
    try app.tap("defaultPhoto")
    let picked = try #require(UIImage(named: "meal2"))
    try app.pickImage(picked)
    #expect(app.elements.map(\.description).contains("view image='meal2'"))
    try app.tap("Save")
    #expect(
      app.snapshot.description == """
        iPhone 16, portrait
        UINavigationController
          [0] Your Meals (MealTableViewController)
        """)
    #expect(list.meals.map(\.name) == samples + ["Espresso"])
    let archive = app.sandbox.documentsDirectory.appendingPathComponent("meals")
    #expect(FileManager.default.fileExists(atPath: archive.path))

    let relaunched = try app.relaunch()
    let restored = try relaunched.visible(MealTableViewController.self)
    #expect(restored.meals.map(\.name) == samples + ["Espresso"])
    #expect(restored.meals.map(\.rating) == [4, 5, 3, 0])
    #expect(restored.meals.map { $0.photo != nil } == [true, true, true, true])
    // The restored meal shows the photo that was picked.
    try relaunched.tap("Espresso")
    #expect(
      relaunched.elements.map(\.description).prefix(4) == [
        "bar button 'Cancel'", "bar button 'Save'", "text field value='Espresso' placeholder='Enter meal name'",
        "view image='meal2'",
      ])
    #expect(relaunched.exceptions == [])
  }
}
