/// An incremental simplex solver for linear equalities and inequalities, each required or preferred with a weight: the
/// Cassowary algorithm that Auto Layout is built on.
///
/// Not in UIKit. Written after the paper (Greg J. Badros, Alan Borning and Peter J. Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001) and the structure of the kiwi solver (nucleic/kiwi:
/// rows keyed by their basic symbol, slack, error and dummy symbols, an artificial variable for a required constraint
/// with no subject). Two things differ from kiwi: every row that holds a symbol is found through a column index, so
/// adding a constraint touches only the rows that mention its symbols rather than every row (the cost stays linear in
/// the size of a scene whose constraints are local, as storyboards' are), and ties are broken by the smallest symbol
/// number, so a layout is the same in every process. There are no edit variables: a layout pass builds a new solver.
struct LayoutSolver {
  /// What a symbol stands for.
  enum Kind { case external, slack, error, dummy }

  /// A constraint's relation to zero.
  enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

  private(set) var kinds: [Kind] = []
  private var rows: [Int: SolverRow] = [:]
  /// For each symbol, the basic symbols whose rows hold it.
  private var columns: [Int: Set<Int>] = [:]
  private var objective = SolverRow()
  /// The objective's symbols with a negative coefficient (the candidates to enter the basis).
  private var improving: Set<Int> = []
  private var artificial: SolverRow?
  /// Cells written so far: the work done, for checking that it grows linearly with a scene.
  private(set) var operations = 0

  /// A new variable; its value is ``value(of:)``.
  mutating func newVariable() -> Int { newSymbol(.external) }

  /// The variable's value in the current solution.
  func value(of variable: Int) -> Double { rows[variable]?.constant ?? 0 }

  /// Adds `Σ coefficient × variable + constant (relation) 0`, required when `weight` is nil, otherwise preferred
  /// with that weight. Returns false, leaving the solver as it was, when a required constraint cannot hold together
  /// with those already added.
  mutating func add(_ terms: [(Int, Double)], constant: Double, _ relation: Relation, weight: Double?) -> Bool {
    var row = SolverRow(constant: constant)
    for (variable, coefficient) in terms where !SolverRow.isNearZero(coefficient) {
      if let basic = rows[variable] { row.insert(basic, coefficient) } else { row.insert(variable, coefficient) }
    }
    var marker = -1
    var other = -1
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      marker = newSymbol(.slack)
      row.insert(marker, sign)
      if let weight {
        other = newSymbol(.error)
        row.insert(other, -sign)
        objectiveInsert(other, weight)
      }
    case .equal:
      if let weight {
        marker = newSymbol(.error)
        other = newSymbol(.error)
        row.insert(marker, -1)
        row.insert(other, 1)
        objectiveInsert(marker, weight)
        objectiveInsert(other, weight)
      } else {
        marker = newSymbol(.dummy)
        row.insert(marker)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    operations += row.cells.count + 1
    var subject = chooseSubject(row, marker, other)
    if subject < 0, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
      guard SolverRow.isNearZero(row.constant) else { return false }
      subject = marker
    }
    if subject < 0 {
      let saved = (rows, columns, objective, improving)
      guard addWithArtificialVariable(row) else {
        (rows, columns, objective, improving) = saved
        return false
      }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    }
    optimize(artificialObjective: false)
    return true
  }

  // MARK: - Symbols and rows

  private mutating func newSymbol(_ kind: Kind) -> Int {
    kinds.append(kind)
    return kinds.count - 1
  }

  private mutating func setRow(_ basic: Int, _ row: SolverRow) {
    rows[basic] = row
    for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
  }

  private mutating func removeRow(_ basic: Int) -> SolverRow? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
    return row
  }

  private mutating func objectiveInsert(_ symbol: Int, _ coefficient: Double) {
    objective.insert(symbol, coefficient)
    noteObjective(symbol)
  }

  private mutating func noteObjective(_ symbol: Int) {
    if objective.coefficient(of: symbol) < 0, kinds[symbol] != .dummy {
      improving.insert(symbol)
    } else {
      improving.remove(symbol)
    }
  }

  /// The symbol to solve a new row for: an external variable, else a slack or error symbol of the constraint's own
  /// with a negative coefficient; -1 when there is none (kiwi's `chooseSubject`).
  private func chooseSubject(_ row: SolverRow, _ marker: Int, _ other: Int) -> Int {
    var external = -1
    for symbol in row.cells.keys where kinds[symbol] == .external && (external < 0 || symbol < external) {
      external = symbol
    }
    if external >= 0 { return external }
    for symbol in [marker, other] where symbol >= 0 {
      if kinds[symbol] == .slack || kinds[symbol] == .error, row.coefficient(of: symbol) < 0 { return symbol }
    }
    return -1
  }

  /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
  private mutating func substitute(_ symbol: Int, _ row: SolverRow) {
    if let basics = columns.removeValue(forKey: symbol) {
      for basic in basics {
        guard var target = rows[basic], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
        target.insert(row, coefficient)
        operations += row.cells.count + 1
        for other in row.cells.keys {
          if target.cells[other] != nil {
            columns[other, default: []].insert(basic)
          } else {
            columns[other]?.remove(basic)
          }
        }
        rows[basic] = target
      }
    }
    if let coefficient = objective.cells.removeValue(forKey: symbol) {
      improving.remove(symbol)
      objective.insert(row, coefficient)
      operations += row.cells.count + 1
      for other in row.cells.keys { noteObjective(other) }
    }
    if var target = artificial, let coefficient = target.cells.removeValue(forKey: symbol) {
      target.insert(row, coefficient)
      artificial = target
    }
  }

  // MARK: - Optimizing

  /// Pivots until no symbol of the objective can lower it (the primal simplex).
  private mutating func optimize(artificialObjective: Bool) {
    while true {
      let entering: Int
      if artificialObjective {
        guard let row = artificial,
          let found = row.cells.filter({ $0.value < 0 && kinds[$0.key] != .dummy }).keys.min()
        else { return }
        entering = found
      } else {
        guard let found = improving.min() else { return }
        entering = found
      }
      // The row that limits the entering symbol most (the minimum ratio); none means unbounded, which weighted
      // errors cannot be.
      var leaving = -1
      var ratio = Double.infinity
      for basic in columns[entering] ?? [] where kinds[basic] != .external {
        guard let row = rows[basic] else { continue }
        let coefficient = row.coefficient(of: entering)
        guard coefficient < 0 else { continue }
        let candidate = -row.constant / coefficient
        if candidate < ratio || (candidate == ratio && basic < leaving) {
          ratio = candidate
          leaving = basic
        }
      }
      guard leaving >= 0, var row = removeRow(leaving) else { return }
      row.solve(leaving, for: entering)
      substitute(entering, row)
      setRow(entering, row)
    }
  }

  /// Adds a row with no subject through an artificial variable, which must be optimized to zero for the row to be
  /// satisfiable (kiwi's `addWithArtificialVariable`).
  private mutating func addWithArtificialVariable(_ row: SolverRow) -> Bool {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    optimize(artificialObjective: true)
    let success = SolverRow.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = removeRow(art) {
      if basic.cells.isEmpty { return success }
      guard
        let entering = basic.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min()
      else { return false }
      basic.solve(art, for: entering)
      substitute(entering, basic)
      setRow(entering, basic)
    }
    for holder in columns.removeValue(forKey: art) ?? [] { rows[holder]?.cells[art] = nil }
    if objective.cells.removeValue(forKey: art) != nil { improving.remove(art) }
    return success
  }
}
