#if canImport(FoundationNetworking)
  public import FoundationNetworking

  extension URLSessionConfiguration {
    /// A configuration for a background session named `identifier`: the default configuration with its
    /// `identifier` set, as Foundation's on Darwin reports it.
    ///
    /// Not in swift-corelibs-foundation, whose FoundationNetworking has no background sessions (no system daemon
    /// carries transfers on after the app ends). Headlessly the session is a default one under that name: its tasks
    /// run in the app's process, and nothing relaunches the app when they end.
    public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
      let configuration = URLSessionConfiguration.default
      configuration.identifier = identifier
      return configuration
    }
  }
#endif
