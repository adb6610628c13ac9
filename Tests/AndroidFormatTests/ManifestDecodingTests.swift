import AndroidFormat
import SegueTestSupport
import StoryboardFormat
import Testing

/// The model of a manifest that declares every element and attribute the decoder reads.
@Suite struct ManifestDecodingTests {
  typealias F = ManifestFixtures
  let manifest = F.decode(F.everything)

  @Test(.tags(.android4_1)) func manifestLevelValuesAreRead() {
    #expect(manifest.diagnostics == [])
    #expect(manifest.package == "com.example.shop")
    #expect(manifest.androidPrefix == "a")
    #expect(manifest.androidAttributes == ["versionCode": "7"])
    #expect(
      manifest.usesSDK
        == UsesSDK(
          minSdkVersion: "24", targetSdkVersion: "34",
          attributes: Attributes([
            .init(name: "a:minSdkVersion", value: "24"), .init(name: "a:targetSdkVersion", value: "34"),
          ]),
          location: F.at(5, 3)))
    #expect(manifest.targetLevel == 34)
    #expect(manifest.extras.map(\.element) == ["uses-permission"])
    #expect(manifest.extras.first?.attributes["a:name"] == "android.permission.INTERNET")
  }

  @Test(.tags(.android4_1)) func applicationKeepsEveryAttribute() throws {
    let application = try #require(manifest.application)
    #expect(application.name == ".ShopApplication")
    #expect(application.className == "com.example.shop.ShopApplication")
    #expect(application.theme == "@style/Theme.Shop")
    #expect(application.taskAffinity == "com.example.shop.main")
    #expect(
      application.androidAttributes == [
        "name": ".ShopApplication", "theme": "@style/Theme.Shop", "taskAffinity": "com.example.shop.main",
        "label": "@string/app_name",
      ])
    #expect(application.attributes["tools:ignore"] == "GoogleAppIndexingWarning")
    #expect(
      application.metaData == [
        MetaData(
          name: "com.example.KEY", value: "${apiKey}", attributes: application.metaData[0].attributes,
          location: F.at(9, 5))
      ])
    #expect(application.extras.map(\.element) == ["service"])
    #expect(
      application.activities.map(\.className) == [
        "com.example.shop.MainActivity", "com.example.shop.ItemActivity", "org.partner.CheckoutActivity",
        "com.example.shop.Start",
      ])
  }

  @Test(.tags(.android4_1, .android2_1)) func launcherActivityIsReadWhole() throws {
    let main = try #require(manifest.activity(named: ".MainActivity"))
    var expected = ManifestActivity(
      name: ".MainActivity", className: "com.example.shop.MainActivity", location: F.at(10, 5))
    expected.launchMode = .singleTask
    expected.exported = true
    expected.configChanges = ["orientation", "screenSize"]
    expected.screenOrientation = "portrait"
    expected.intentFilters = [
      IntentFilter(
        actions: ["android.intent.action.MAIN"], categories: ["android.intent.category.LAUNCHER"],
        location: F.at(12, 7))
    ]
    expected.navigationGraphs = ["@navigation/main"]
    expected.extras = main.extras
    expected.androidAttributes = [
      "name": ".MainActivity", "exported": "true", "launchMode": "singleTask",
      "configChanges": "orientation|screenSize", "screenOrientation": "portrait",
    ]
    expected.attributes = main.attributes
    #expect(main == expected)
    #expect(main.extras.map(\.element) == ["nav-graph"])
    #expect(main.isLauncher)
    #expect(manifest.launcherActivities.map(\.className) == ["com.example.shop.MainActivity"])
  }

  @Test(.tags(.android4_1, .android2_3)) func secondActivityReadsEveryTypedAttribute() throws {
    let item = try #require(manifest.activity(named: "com.example.shop.ItemActivity"))
    #expect(item.name == "ItemActivity")
    #expect(item.launchMode == .singleInstancePerTask)
    #expect(item.taskAffinity == "")
    #expect(manifest.taskAffinity(of: item) == "")
    #expect(item.theme == "@style/Theme.AppCompat.Dialog")
    #expect(item.windowStyle == .dialog)
    #expect(item.noHistory == true)
    #expect(item.excludeFromRecents == false)
    #expect(item.documentLaunchMode == "intoExisting")
    #expect(item.parentActivityName == "com.example.shop.MainActivity")
    #expect(item.exported == nil)
    #expect(item.isExported)
    #expect(item.requiresExplicitExported(targetLevel: 34))
    #expect(!item.requiresExplicitExported(targetLevel: 30))
    #expect(item.metaData.map(\.name) == ["android.support.PARENT_ACTIVITY"])
    var https = IntentFilterData(location: F.at(25, 9))
    https.scheme = "https"
    https.host = "shop.example.com"
    https.pathPrefix = "/items"
    https.attributes = Attributes([
      .init(name: "a:scheme", value: "https"), .init(name: "a:host", value: "shop.example.com"),
      .init(name: "a:pathPrefix", value: "/items"),
    ])
    var text = IntentFilterData(location: F.at(26, 9))
    text.mimeType = "text/plain"
    text.attributes = Attributes([.init(name: "a:mimeType", value: "text/plain")])
    let filter = try #require(item.intentFilters.first)
    #expect(filter.actions == ["android.intent.action.VIEW"])
    #expect(filter.categories == ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"])
    #expect(filter.data == [https, text])
    #expect(filter.priority == "5")
    #expect([filter.schemes, filter.hosts, filter.mimeTypes] == [["https"], ["shop.example.com"], ["text/plain"]])
    #expect(!filter.isLauncher)
  }

  @Test(.tags(.android4_1, .android2_3, .inferred)) func defaultsComeFromTheApplicationAndPackage() throws {
    let checkout = try #require(manifest.activity(named: "org.partner.CheckoutActivity"))
    #expect(checkout.windowStyle == .translucent)
    #expect(manifest.taskAffinity(of: checkout) == "com.example.shop.main")
    #expect(checkout.effectiveLaunchMode == .standard)
    #expect(!checkout.isExported)
    let main = try #require(manifest.activity(named: ".MainActivity"))
    #expect(main.windowStyle == nil)
    #expect(manifest.theme(of: main) == "@style/Theme.Shop")
    #expect(manifest.windowStyle(of: main) == .opaque)
    var bare = manifest
    bare.application?.taskAffinity = nil
    #expect(bare.taskAffinity(of: checkout) == "com.example.shop")
  }

  @Test(.tags(.android4_1)) func aliasNamesItsTarget() throws {
    let alias = try #require(manifest.activity(named: ".Start"))
    #expect(alias.isAlias)
    #expect(alias.targetActivity == "com.example.shop.MainActivity")
    #expect(alias.exported == true)
    #expect(manifest.target(of: alias)?.className == "com.example.shop.MainActivity")
    #expect(manifest.target(of: alias)?.launchMode == .singleTask)
    let main = try #require(manifest.activity(named: ".MainActivity"))
    #expect(manifest.target(of: main) == main)
  }

  @Test(.tags(.android4_1)) func classNamesResolveAsAndroidBuildsThem() {
    // PackageParser.buildClassName: '.X' and dot-less 'X' are the package's; dotted names are kept.
    #expect(
      [".Main", "Main", "org.other.Main", "${applicationId}.Main", ".sub.Main"].map {
        ManifestClassName.resolve($0, package: "com.example")
      } == ["com.example.Main", "com.example.Main", "org.other.Main", "${applicationId}.Main", "com.example.sub.Main"])
    #expect(ManifestClassName.resolve(".Main", package: nil) == ".Main")
    #expect(ManifestClassName.shortName("com.example.ui.Main", package: "com.example") == ".ui.Main")
    #expect(ManifestClassName.shortName("org.other.Main", package: "com.example") == "org.other.Main")
  }

  @Test(.tags(.android4_1, .inferred)) func windowStyleIsInferredFromTheThemeName() {
    let names = [
      "@android:style/Theme.Translucent.NoTitleBar", "@style/Theme.AppCompat.Light.Dialog.Alert",
      "@android:style/Theme.Holo.Dialog", "@style/AppTheme", "@android:style/Theme.NoDisplay",
      "@style/Theme.Transparent", "@style/Theme.AppCompat.DialogWhenLarge", "@style/Theme.Wallpaper",
    ]
    #expect(
      names.map(WindowStyle.init(themeName:)) == [
        .translucent, .dialog, .dialog, .opaque, .translucent, .translucent, .opaque, .opaque,
      ])
  }

  @Test(.tags(.android4_1)) func gradleNamespaceStandsInForAMissingPackage() {
    let text = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <application><activity android:name=".Main"/></application>
      </manifest>
      """
    let manifest = ManifestDecoder.decode(Array(text.utf8), path: "M.xml", namespace: "com.gradle")
    #expect(manifest.activities.map(\.className) == ["com.gradle.Main"])
    #expect(manifest.diagnostics == [])
  }

  @Test(.tags(.android4_1)) func everyDataFieldAndSDKLevelIsRead() throws {
    let text = F.manifest(
      """
        <uses-sdk android:minSdkVersion="21" android:maxSdkVersion="35"/>
        <application>
          <meta-data android:name="app.key" android:resource="@xml/config"/>
          <activity android:name=".Links"><intent-filter>
            <data android:scheme="content" android:host="h" android:port="8080" android:path="/p"
                android:pathPattern="/p.*" android:pathSuffix=".png" android:pathAdvancedPattern="/[a-z]+"
                android:mimeType="image/*" android:ssp="//h/p"/>
          </intent-filter></activity>
        </application>
      """)
    let manifest = F.decode(text)
    #expect(manifest.diagnostics == [])
    #expect(manifest.usesSDK?.minSdkVersion == "21")
    #expect(manifest.usesSDK?.maxSdkVersion == "35")
    #expect(manifest.targetLevel == 21)
    #expect(
      manifest.application?.metaData.map { [$0.name, $0.value, $0.resource] } == [["app.key", nil, "@xml/config"]])
    let data = try #require(manifest.activities.first?.intentFilters.first?.data.first)
    #expect(
      [
        data.scheme, data.host, data.port, data.path, data.pathPattern, data.pathSuffix, data.pathAdvancedPattern,
        data.mimeType, data.pathPrefix,
      ] == ["content", "h", "8080", "/p", "/p.*", ".png", "/[a-z]+", "image/*", nil])
    #expect(data.attributes["android:ssp"] == "//h/p")
  }
}
