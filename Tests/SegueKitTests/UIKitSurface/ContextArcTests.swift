import Foundation
import SegueKit
import Testing

/// CoreGraphics' `addArc(center:radius:startAngle:endAngle:clockwise:)` and `addRelativeArc(center:radius:
/// startAngle:delta:)` (Apple's documentation: the arc's end becomes the current point; `clockwise` in the context's
/// own coordinates): the path keeps the arc's extent. VoiceMemosClone's AudioVisualizerView (wide corpus) adds one.
@MainActor
@Suite struct ContextArcTests {
  @Test func anArcsBoundingBoxIsTheCirclesPartItSweeps() throws {
    UIGraphicsBeginImageContext(CGSize(width: 100, height: 100))
    defer { UIGraphicsEndImageContext() }
    let context = try #require(UIGraphicsGetCurrentContext())
    // A quarter from 0 to π/2, counterclockwise in the context's coordinates: from (60, 50) to (50, 60).
    context.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let box = context.boundingBoxOfPath
    #expect(abs(box.minX - 50) < 1e-9 && abs(box.minY - 50) < 1e-9 && abs(box.width - 10) < 1e-9)
    #expect(abs(context.currentPointOfPath.y - 60) < 1e-9)
    context.beginPath()
    // The same angles clockwise: three quarters, through the bottom and left extremes to the top.
    context.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let whole = context.boundingBoxOfPath
    #expect(abs(whole.minX - 40) < 1e-9 && abs(whole.maxX - 60) < 1e-9 && abs(whole.height - 20) < 1e-9)
    context.beginPath()
    // From π back to 0 (a negative delta): through π/2, the top of the circle in the context's coordinates.
    context.addRelativeArc(center: .zero, radius: 2, startAngle: .pi, delta: -.pi)
    let half = context.boundingBoxOfPath
    #expect(abs(half.maxY - 2) < 1e-9 && abs(half.minY) < 1e-9 && abs(half.width - 4) < 1e-9)
    #expect(abs(context.currentPointOfPath.x - 2) < 1e-9)
  }
}
