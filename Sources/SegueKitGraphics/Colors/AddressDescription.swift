/// The object's address as UIKit prints it (`0x…`), in the descriptions of colors and of the core's responders.
package nonisolated func addressDescription(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16, uppercase: false)
}
