/// Zeller's ddmin: the smallest subsequence of a failing input that still fails, 1-minimal (removing any one more
/// element makes it pass).
///
/// Not in UIKit or Android. Andreas Zeller and Ralf Hildebrandt, "Simplifying and Isolating Failure-Inducing Input"
/// (IEEE TSE 28(2), 2002), algorithm `ddmin`.
struct DeltaDebugger<Element> {
  /// Whether the candidate still shows the failure.
  let fails: ([Element]) throws -> Bool

  init(fails: @escaping ([Element]) throws -> Bool) {
    self.fails = fails
  }

  /// The 1-minimal failing subsequence of `input`, which must fail.
  func minimize(_ input: [Element]) throws -> [Element] {
    var current = input
    var granularity = 2
    while current.count >= 2 {
      let chunks = split(current, into: granularity)
      var reduced = false
      for chunk in chunks where try fails(chunk) {
        current = chunk
        granularity = 2
        reduced = true
        break
      }
      if !reduced, chunks.count > 2 {
        for position in chunks.indices {
          let complement = chunks.enumerated().filter { $0.offset != position }.flatMap(\.element)
          if try fails(complement) {
            current = complement
            granularity = max(granularity - 1, 2)
            reduced = true
            break
          }
        }
      }
      if !reduced {
        if granularity >= current.count { break }
        granularity = min(granularity * 2, current.count)
      }
    }
    return current
  }

  /// `input` cut into `count` nearly equal consecutive chunks.
  private func split(_ input: [Element], into count: Int) -> [[Element]] {
    var chunks: [[Element]] = []
    var start = 0
    for index in 0..<count {
      let end = start + (input.count - start) / (count - index)
      if end > start { chunks.append(Array(input[start..<end])) }
      start = end
    }
    return chunks
  }
}
