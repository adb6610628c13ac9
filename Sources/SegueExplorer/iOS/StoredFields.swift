/// What the Swift runtime's field metadata says of a type's stored properties that `Mirror` does not: which hold
/// their value weakly or unowned. `Mirror` reads a `weak var owner: Owner?` as it reads a strong optional; the
/// metadata the compiler emits for each stored property records its reference ownership (the runtime entry points
/// below are the ones the standard library's own `_forEachFieldWithKeyPath` reads it through).
enum StoredFields {
  /// The names of the stored properties `type` itself declares (not those of `superclass`, the class it inherits
  /// from) that are `weak`, `unowned` or `unowned(unsafe)`.
  static func notStrong(in type: Any.Type, below superclass: Any.Type?) -> Set<String> {
    let first = superclass.map(recursiveFieldCount) ?? 0
    let end = recursiveFieldCount(type)
    guard first < end else { return [] }
    var names: Set<String> = []
    for index in first..<end {
      var field = FieldMetadata()
      _ = recursiveFieldMetadata(type, index: index, fieldMetadata: &field)
      defer { field.freeName?(field.name) }
      if !field.isStrong, let name = field.name { names.insert(String(cString: name)) }
    }
    return names
  }
}

/// The runtime's `_FieldReflectionMetadata` (stdlib/public/core/ReflectionMirror.swift), laid out as it is.
private struct FieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

/// The number of stored properties of `type` and its superclasses.
@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveFieldCount(_ type: Any.Type) -> Int

/// The `index`th stored property of `type` and its superclasses (superclasses' first): its type, and its name and
/// ownership in `fieldMetadata`.
@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func recursiveFieldMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<FieldMetadata>
) -> Any.Type
