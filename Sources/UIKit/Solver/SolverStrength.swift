import Foundation

/// Strengths: a layout priority p (1...999) weighs 10^(p/100), so a higher priority
/// outweighs a lower one by orders of magnitude, and adjacent priorities (250, 251) still
/// order. Required constraints are hard.
enum SolverStrength {
    static let required = 1e30
    /// Values that stand for facts (a frame-based view's frame, an intrinsic size, the root's
    /// size): held by required equalities that the engine replaces when they change.
    static let fact = 1e20
    /// Stays that make underdetermined variables settle deterministically, weaker than any
    /// priority (the weakest, 1, weighs 1.02) yet close enough in magnitude that the
    /// simplex keeps its precision.
    static let stay = 1e-3

    static func weight(forPriority priority: Float) -> Double {
        priority >= 1000 ? required : pow(10, Double(priority) / 100)
    }
}
