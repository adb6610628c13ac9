/// `Σ coefficient × variable + constant`: one side of a layout constraint in the solver's variables.
///
/// Not in UIKit.
struct LinearExpression {
  var terms: [Int: Double] = [:]
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  init(variable: Int) {
    terms[variable] = 1
  }

  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    for (variable, coefficient) in rhs.terms { result.terms[variable, default: 0] += coefficient }
    result.constant += rhs.constant
    return result
  }

  static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + rhs * -1 }

  static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    for (variable, coefficient) in lhs.terms { result.terms[variable] = coefficient * rhs }
    result.constant *= rhs
    return result
  }

  /// The terms in variable order (so a solve does the same work in every process).
  var sortedTerms: [(Int, Double)] { terms.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
}
