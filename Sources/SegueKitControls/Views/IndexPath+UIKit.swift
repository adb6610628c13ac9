public import Foundation

extension IndexPath {
  /// An index path for a table row; mirrors UIKit's extension.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for a collection item; mirrors UIKit's extension.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section (first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The table row (second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The collection item (second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

extension NSIndexPath {
  /// An index path for a table row; mirrors UIKit's extension.
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// An index path for a collection item; mirrors UIKit's extension.
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// The section (first index).
  public var section: Int { index(atPosition: 0) }
  /// The table row (second index).
  public var row: Int { index(atPosition: 1) }
  /// The collection item (second index).
  public var item: Int { index(atPosition: 1) }
}
