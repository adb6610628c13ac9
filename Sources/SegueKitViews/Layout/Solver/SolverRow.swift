/// One row of the simplex tableau: `constant + Σ coefficient × symbol`, the symbols by number.
///
/// Not in UIKit. The representation of the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001) as the kiwi solver keeps it: a basic symbol's row gives its value in
/// terms of the parametric symbols.
struct SolverRow {
  var constant: Double
  var cells: [Int: Double] = [:]

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Coefficients this close to zero are zero (kiwi's `nearZero`).
  static func isNearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

  func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

  /// Adds `coefficient × symbol`; a coefficient that cancels to zero removes the symbol.
  mutating func insert(_ symbol: Int, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if Self.isNearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func reverseSign() {
    constant = -constant
    for (symbol, value) in cells { cells[symbol] = -value }
  }

  /// Solves `0 = row` for `symbol`, which leaves the row: the row becomes `symbol`'s value.
  mutating func solve(for symbol: Int) {
    let coefficient = -1 / (cells.removeValue(forKey: symbol) ?? 1)
    constant *= coefficient
    for (other, value) in cells { cells[other] = value * coefficient }
  }

  /// Solves `lhs = row` for `rhs`: `lhs` enters the row, `rhs` leaves it.
  mutating func solve(_ lhs: Int, for rhs: Int) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}
