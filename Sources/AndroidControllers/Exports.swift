// The engine both runtimes share: `MainQueue` (Android's main looper here) and `Console` (logcat here).
@_exported public import EngineCore
