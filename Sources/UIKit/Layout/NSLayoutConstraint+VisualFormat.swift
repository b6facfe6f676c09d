extension NSLayoutConstraint {
    /// The constraints a string in Auto Layout's visual format language describes, for
    /// example `"H:|-[label]-8-[field(>=120)]-|"` (docs/VISUAL-FORMAT.md). The constraints are
    /// made, not activated. A string UIKit would reject with an exception (a syntax error, a
    /// view or metric missing from the dictionaries, `|` for a view without a superview, an
    /// alignment along the format's own axis) gives no constraints here, and a message saying
    /// what is wrong and where is added to the render's warnings.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try VisualFormatBuilder(format: try parser.parse(), options: opts).constraints()
        } catch {
            RenderIssues.report("""
                Unable to parse constraint format: \(error.reason)
                \(format)
                \(String(repeating: " ", count: error.offset))^
                UIKit raises an exception for this format; here no constraints were made. Fix the format string.
                """)
            return []
        }
    }
}

/// A mistake in a visual format string, and where it is (in characters).
struct VisualFormatError: Error {
    let reason: String
    let offset: Int
}
