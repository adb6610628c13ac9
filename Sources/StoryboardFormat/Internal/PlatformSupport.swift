// Platform differences live here, and only here.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The offset of the next `byte` at or after `start`, or `nil`; C's `memchr`, which every libc vectorises.
func offset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
  guard start < bytes.count, let base = bytes.baseAddress else { return nil }
  guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
  return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
}

/// Whether two byte runs are equal; C's `memcmp`.
func bytesEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
  guard lhs.count == rhs.count else { return false }
  guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return lhs.count == 0 }
  return memcmp(left, right, lhs.count) == 0
}

/// Whether `path` names something other than a regular file (through links): a pipe, socket or device, which
/// reading could block on forever. `false` when it does not exist (reading then fails and says so).
package func isSpecialFile(_ path: String) -> Bool {
  var status = stat()
  guard stat(path, &status) == 0 else { return false }
  return status.st_mode & S_IFMT != S_IFREG && status.st_mode & S_IFMT != S_IFDIR
}
