/// How much the cost per unit grows from a smaller input to a larger one: the largest ratio of a larger input's cost
/// per unit to a smaller one's, at least 1. Only growth counts: a larger input may well cost less per unit (start-up
/// costs spread over more units).
func perUnitGrowth(_ costPerUnit: [Double]) -> Double {
  var growth = 1.0
  for (index, larger) in costPerUnit.enumerated() {
    for smaller in costPerUnit[..<index] { growth = max(growth, larger / max(smaller, 1e-9)) }
  }
  return growth
}
