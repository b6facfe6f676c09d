import Foundation

/// What a design check found in a render: the check, how serious it is, the view, what is
/// wrong in words, and where, in the image's points (`RenderedImage.findings`,
/// docs/DESIGN-CHECKS.md).
public struct DesignFinding: Hashable, Sendable, CustomStringConvertible {
    /// The checks a render runs.
    public enum Check: String, Hashable, Sendable, Codable, CaseIterable {
        /// A label cut at its line limit with an ellipsis: designed, noted for the reviewer.
        case designedTruncation
        /// Text cut off without an ellipsis: lines or glyphs the label's bounds do not show.
        case clippedText
        /// Text or a control drawn over another text or control that is not its own.
        case overlap
        /// Text or a control outside the window's safe area (under the sensor housing, the
        /// status bar or the home indicator, or at the rounded corners).
        case outsideSafeArea
        /// A button's title not centred vertically in the button.
        case offCentreText
        /// A view wider than the screen it is on.
        case widerThanScreen
        /// Text whose contrast with what is behind it is under WCAG 2's minimum (4.5:1, 3:1
        /// for large text).
        case textContrast
        /// A filled control whose contrast with what is around it is under 3:1 (WCAG 2,
        /// non-text contrast).
        case controlContrast
        /// A button or custom control smaller than 44 × 44 points.
        case smallTapTarget
        /// Text in a font that does not follow the user's text size (Dynamic Type).
        case fixedTextSize
        /// Japanese text set in a Chinese or Korean font's glyph forms.
        case nonJapaneseFont
        /// Characters no font has, drawn as empty boxes or not at all.
        case missingGlyphs
        /// A localized text missing from the string tables in the render's language.
        case missingTranslation
    }

    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        /// For the reviewer's attention; often designed.
        case info
        /// Likely wrong; a design review should look.
        case warning
        /// Wrong: users cannot read or use what is there.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.info, .warning, .error]
            return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
        }
    }

    public var check: Check
    public var severity: Severity
    /// Where in the tree, e.g. `UIView > UIStackView[0] > UILabel[1]`.
    public var viewPath: String
    public var message: String
    /// The region concerned, in the image's points.
    public var region: CGRect

    public init(check: Check, severity: Severity, viewPath: String, message: String, region: CGRect) {
        self.check = check
        self.severity = severity
        self.viewPath = viewPath
        self.message = message
        self.region = region
    }

    public var description: String { "\(severity.rawValue) \(check.rawValue): \(viewPath): \(message)" }
}
