/// The element and attribute names and the enumerated values of the manifest format that the decoder knows.
///
/// Sources: https://developer.android.com/guide/topics/manifest/manifest-element and the pages of each element
/// it links (`application-element`, `activity-element`, `activity-alias-element`, `intent-filter-element`,
/// `data-element`, `meta-data-element`, `uses-sdk-element`), read for API 35.
enum ManifestVocabulary {
  /// Children of `<manifest>` that Android defines (kept whole when the model has no field for them).
  static let manifestChildren: Set<String> = [
    "application", "uses-sdk", "uses-permission", "uses-permission-sdk-23", "permission", "permission-group",
    "permission-tree", "instrumentation", "uses-configuration", "uses-feature", "supports-screens",
    "compatible-screens", "supports-gl-texture", "queries", "attribution", "uses-split", "overlay",
    "original-package", "adopt-permissions", "key-sets", "restrict-update", "feature-group", "protected-broadcast",
    "package-verifier", "eat-comment", "profileable",
  ]

  /// Children of `<application>` that Android defines.
  static let applicationChildren: Set<String> = [
    "activity", "activity-alias", "meta-data", "service", "receiver", "provider", "uses-library",
    "uses-native-library", "profileable", "property", "uses-static-library", "uses-package", "uses-sdk-library",
    "sdk-library", "static-library", "library", "processes", "apex-system-service",
  ]

  /// Children of `<activity>` and `<activity-alias>` that Android (and the Navigation build step) defines.
  static let activityChildren: Set<String> = ["intent-filter", "meta-data", "layout", "nav-graph", "property"]

  /// Children of `<intent-filter>` that Android defines.
  static let intentFilterChildren: Set<String> = ["action", "category", "data", "uri-relative-filter-group"]

  /// Attributes in Android's namespace that each decoded element may carry.
  static let androidAttributes: [String: Set<String>] = [
    "manifest": [
      "versionCode", "versionName", "sharedUserId", "sharedUserLabel", "sharedUserMaxSdkVersion", "installLocation",
      "compileSdkVersion", "compileSdkVersionCodename", "isolatedSplits", "targetSandboxVersion",
      "requiredSplitTypes", "splitTypes", "isFeatureSplit", "isSplitRequired", "versionCodeMajor",
    ],
    "uses-sdk": ["minSdkVersion", "targetSdkVersion", "maxSdkVersion"],
    "application": [
      "allowTaskReparenting", "allowBackup", "allowClearUserData", "allowCrossUidActivitySwitchFromBelow",
      "allowNativeHeapPointerTagging", "allowAudioPlaybackCapture", "appCategory", "appComponentFactory",
      "backupAgent", "backupInForeground", "banner", "cantSaveState", "crossProfile", "dataExtractionRules",
      "debuggable", "defaultToDeviceProtectedStorage", "description", "directBootAware", "enabled",
      "enableOnBackInvokedCallback", "extractNativeLibs", "forceQueryable", "fullBackupContent", "fullBackupOnly",
      "gwpAsanMode", "hasCode", "hasFragileUserData", "hardwareAccelerated", "icon", "isGame", "isMonitoringTool",
      "killAfterRestore", "largeHeap", "label", "localeConfig", "logo", "manageSpaceActivity", "maxAspectRatio",
      "memtagMode", "minAspectRatio", "name", "networkSecurityConfig", "permission", "persistent",
      "preserveLegacyExternalStorage", "process", "requestLegacyExternalStorage", "requestRawExternalStorageAccess",
      "requiredAccountType", "resizeableActivity", "restoreAnyVersion", "restrictedAccountType", "roundIcon",
      "supportsRtl", "taskAffinity", "testOnly", "theme", "uiOptions", "usesCleartextTraffic", "usesNonSdkApi",
      "vmSafeMode", "zygotePreloadName",
    ],
    "activity": [
      "allowEmbedded", "allowTaskReparenting", "allowUntrustedActivityEmbedding", "alwaysRetainTaskState",
      "attributionTags", "autoRemoveFromRecents", "banner", "canDisplayOnRemoteDevices", "clearTaskOnLaunch",
      "colorMode", "configChanges", "description", "directBootAware", "documentLaunchMode", "enabled",
      "enableOnBackInvokedCallback", "enableVrMode", "excludeFromRecents", "exported", "finishOnCloseSystemDialogs",
      "finishOnTaskLaunch", "hardwareAccelerated", "icon", "immersive", "knownActivityEmbeddingCerts", "label",
      "launchMode", "lockTaskMode", "logo", "maxAspectRatio", "maxRecents", "minAspectRatio", "multiprocess", "name",
      "noHistory", "parentActivityName", "persistableMode", "permission", "preferMinimalPostProcessing", "process",
      "recreateOnConfigChanges", "relinquishTaskIdentity", "requireContentUriPermissionFromCaller",
      "resizeableActivity", "resumeWhilePausing", "rotationAnimation", "roundIcon", "screenOrientation",
      "showForAllUsers", "showOnLockScreen", "showWhenLocked", "singleUser", "stateNotNeeded",
      "supportsPictureInPicture", "taskAffinity", "theme", "turnScreenOn", "uiOptions", "visibleToInstantApps",
      "windowSoftInputMode",
    ],
    "activity-alias": [
      "banner", "description", "enabled", "exported", "icon", "label", "logo", "name", "permission", "roundIcon",
      "targetActivity", "attributionTags",
    ],
    "intent-filter": ["priority", "order", "label", "icon", "roundIcon", "logo", "banner", "autoVerify"],
    "action": ["name"],
    "category": ["name"],
    "data": [
      "scheme", "host", "port", "path", "pathPrefix", "pathPattern", "pathAdvancedPattern", "pathSuffix", "ssp",
      "sspPrefix", "sspPattern", "sspAdvancedPattern", "sspSuffix", "mimeType", "mimeGroup",
    ],
    "meta-data": ["name", "value", "resource"],
    "nav-graph": ["value"],
  ]

  /// Attributes without a prefix that `<manifest>` carries (the rest of the format puts everything in Android's
  /// namespace).
  static let plainManifestAttributes: Set<String> = [
    "package", "split", "featureSplit", "configForSplit", "coreApp", "platformBuildVersionCode",
    "platformBuildVersionName",
  ]

  /// The flags of `android:configChanges`.
  static let configChanges = [
    "mcc", "mnc", "locale", "touchscreen", "keyboard", "keyboardHidden", "navigation", "screenLayout", "fontScale",
    "uiMode", "orientation", "density", "screenSize", "smallestScreenSize", "layoutDirection", "colorMode",
    "grammaticalGender", "fontWeightAdjustment",
  ]

  /// The values of `android:screenOrientation`.
  static let screenOrientations = [
    "unspecified", "behind", "landscape", "portrait", "reverseLandscape", "reversePortrait", "sensorLandscape",
    "sensorPortrait", "userLandscape", "userPortrait", "sensor", "fullSensor", "nosensor", "user", "fullUser",
    "locked",
  ]

  /// The values of `android:documentLaunchMode`.
  static let documentLaunchModes = ["intoExisting", "always", "none", "never"]

  /// Whether a value is resolved later (a resource or theme reference, or a build placeholder), so it cannot be
  /// checked here and is kept as written.
  static func isDeferred(_ value: String) -> Bool {
    value.hasPrefix("@") || value.hasPrefix("?") || hasPlaceholder(value)
  }

  /// Whether `value` holds a build placeholder (`${applicationId}`); a byte scan, since `String.contains` of a
  /// string goes through the string-processing machinery and cost a tenth of decoding.
  static func hasPlaceholder(_ value: String) -> Bool {
    var previous: UInt8 = 0
    for byte in value.utf8 {
      if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "{") { return true }
      previous = byte
    }
    return false
  }
}
