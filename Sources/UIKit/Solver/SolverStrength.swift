/// Strengths are priority levels, compared lexicographically by the solver's objective
/// (`SolverObjective`): a layout priority p (1...999) is level p, so any higher priority
/// outweighs every lower one together, as Auto Layout documents; 1000 is required (hard).
enum SolverStrength {
    static let required: Double = 1000
    /// The cap on edit variables, which are never required.
    static let fact: Double = 999.999
    /// Stays that make underdetermined variables settle deterministically: below every
    /// priority.
    static let stay: Double = 0.001

    static func weight(forPriority priority: Float) -> Double {
        priority >= 1000 ? required : Double(priority)
    }
}
