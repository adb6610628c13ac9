extension FragmentTransaction {
  /// AndroidX's `BackStackRecord.toString()`, as its exception texts print an entry:
  /// `BackStackEntry{<hash> #<index> <name>}`. The hash is AndroidX's `System.identityHashCode`, which Swift has
  /// not; the entry's id in hexadecimal stands for it [I], so texts are the same from run to run.
  var entryDescription: String {
    var text = "BackStackEntry{\(String(UInt32(bitPattern: id), radix: 16))"
    if id >= 0 { text += " #\(id)" }
    if let name { text += " \(name)" }
    return text + "}"
  }
}
