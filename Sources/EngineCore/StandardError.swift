internal import Foundation

/// A text stream writing to the process's standard error.
package struct StandardError: TextOutputStream {
  package init() {}

  package mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
