/// The description of the error `body` throws, or `nil` when it returns: for tables of inputs and the problem each
/// one is refused with.
public func thrownDescription(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch {
    return String(describing: error)
  }
}
