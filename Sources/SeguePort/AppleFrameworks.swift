/// The modules of Apple's iOS SDK that apps import, so that the port can tell Apple's frameworks (which Linux lacks
/// or SegueKit stands in for) from third-party modules (whose sources the user can bring). From the iOS 18 SDK's
/// `System/Library/Frameworks` (each `NAME.framework`, named by its module) and the modules Apple ships outside it
/// (`os`, `Darwin`, `ObjectiveC`, `simd`), and the macOS, watchOS and tvOS UI frameworks and Xcode's
/// `PlaygroundSupport` that libraries import beside UIKit (`#if os(iOS) … #else import AppKit`).
enum AppleFrameworks {
  static let modules: Set<String> = [
    "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdServices", "AdSupport",
    "AppKit", "Cocoa", "PlaygroundSupport", "WatchKit", "TVUIKit", "TVServices",
    "AddressBook", "AddressBookUI", "AppClip", "AppIntents", "AppTrackingTransparency", "AppleArchive", "ARKit",
    "AssetsLibrary", "AudioToolbox", "AudioUnit", "AuthenticationServices", "AutomaticAssessmentConfiguration",
    "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets", "BackgroundTasks", "BusinessChat",
    "CallKit", "CarPlay", "CFNetwork", "Charts", "CloudKit", "ClockKit", "Cinematic", "ClassKit", "Combine",
    "Contacts", "ContactsUI", "CommonCrypto", "Compression", "CoreAudio", "CoreAudioKit", "CoreAudioTypes",
    "CoreBluetooth", "CoreData",
    "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMedia",
    "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText",
    "CoreTransferable", "CoreVideo", "CryptoKit", "CryptoTokenKit", "Darwin", "DataDetection", "DeviceActivity",
    "DeviceCheck", "DeviceDiscoveryExtension", "EventKit", "EventKitUI", "ExposureNotification",
    "ExtensionFoundation", "ExtensionKit", "ExternalAccessory", "FamilyControls", "FileProvider", "FileProviderUI",
    "FinanceKit", "Foundation", "GameController", "GameKit", "GameplayKit", "GLKit", "GroupActivities", "HealthKit",
    "HealthKitUI", "HomeKit", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore", "ImageIO", "Intents",
    "IntentsUI", "IOSurface", "JavaScriptCore", "LinkPresentation", "LocalAuthentication",
    "LocalAuthenticationEmbeddedUI", "ManagedSettings", "ManagedSettingsUI", "MapKit", "MarketplaceKit",
    "MediaAccessibility", "MediaPlayer", "MediaToolbox", "MessageUI", "Messages", "Metal", "MetalFX", "MetalKit",
    "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit", "MLCompute", "MobileCoreServices",
    "ModelIO", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network",
    "NetworkExtension", "NewsstandKit", "NotificationCenter", "ObjectiveC", "OpenAL", "OpenGLES", "os", "OSLog",
    "PassKit", "PDFKit", "PencilKit", "PHASE", "Photos", "PhotosUI", "PushKit", "PushToTalk", "QuartzCore",
    "QuickLook", "QuickLookThumbnailing", "RealityFoundation", "RealityKit", "ReplayKit", "SafariServices",
    "SafetyKit", "SceneKit", "ScreenTime", "Security", "SensitiveContentAnalysis", "SensorKit", "SharedWithYou",
    "ShazamKit", "simd", "Social", "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI",
    "Symbols", "SystemConfiguration", "ThreadNetwork", "TipKit", "Translation", "Twitter", "UIKit",
    "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox",
    "Vision", "VisionKit", "WatchConnectivity", "WeatherKit", "WebKit", "WidgetKit",
  ]
}
