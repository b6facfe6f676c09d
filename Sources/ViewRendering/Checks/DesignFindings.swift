import Foundation
internal import Rendering
import Synchronization

/// The findings of one render's design checks: those of the view tree, found during the
/// render, and the contrast checks, which measure the drawn pixels and run when the findings
/// are first read (then kept). A render nobody asks for findings (a benchmark, a plain
/// snapshot assertion) does not pay for sampling its pixels.
package final class DesignFindings: Sendable {
    /// A finding, or a contrast check still to measure, in the order the checks met them.
    enum Pending: Sendable {
        case found(DesignFinding)
        case textContrast(TextProbe)
        case controlContrast(ControlProbe)
    }

    /// A label's text against what it is drawn on: its visible rectangle, the colours its
    /// text is drawn in, and whether WCAG counts it as large text.
    struct TextProbe: Sendable {
        var rect: CGRect
        var expected: [(color: ContrastSample.Color, alpha: Double)]
        var large: Bool
        var viewPath: String
    }

    /// A control's fill against its surroundings.
    struct ControlProbe: Sendable {
        var frame: CGRect
        var visible: CGRect
        var viewPath: String
    }

    private enum State {
        case pending([Pending], Bitmap, ContrastSample.Color)
        case measured([DesignFinding])
    }

    private let state: Mutex<State>

    init(pending: [Pending], bitmap: Bitmap, backdrop: ContrastSample.Color) {
        state = Mutex(.pending(pending, bitmap, backdrop))
    }

    /// Findings already complete (set by hand, or none).
    package init(_ findings: [DesignFinding]) {
        state = Mutex(.measured(findings))
    }

    /// The findings, the pixels measured the first time.
    package var all: [DesignFinding] {
        state.withLock { state in
            switch state {
            case let .measured(findings):
                return findings
            case let .pending(pending, bitmap, backdrop):
                let findings = pending.compactMap { Self.resolve($0, bitmap: bitmap, backdrop: backdrop) }
                state = .measured(findings)
                return findings
            }
        }
    }

    private static func resolve(_ pending: Pending, bitmap: Bitmap, backdrop: ContrastSample.Color) -> DesignFinding? {
        switch pending {
        case let .found(finding):
            return finding
        case let .textContrast(probe):
            guard let sample = ContrastSample.of(probe.rect, in: bitmap, backdrop: backdrop, near: probe.expected),
                  let text = sample.foreground ?? probe.expected.first.map({ ContrastSample.Color(over: sample.background, $0.color, alpha: $0.alpha) })
            else { return nil }
            // Without pixels of its colour, the text is its colour over the background (text
            // the colour of its background leaves none).
            let ratio = text.contrast(with: sample.background)
            let minimum = probe.large ? 3.0 : 4.5
            guard ratio < minimum - 0.005 else { return nil }
            return DesignFinding(check: .textContrast, severity: ratio < minimum * 2 / 3 ? .error : .warning, viewPath: probe.viewPath,
                                 message: String(format: "text %@ on %@: contrast %.2f:1, under the %.1f:1 WCAG asks for %@text", text.hex,
                                                 sample.background.hex, ratio, minimum, probe.large ? "large " : ""),
                                 region: probe.rect.integral)
        case let .controlContrast(probe):
            let visible = probe.visible
            guard let inside = ContrastSample.of(visible.insetBy(dx: min(4, visible.width / 4), dy: min(4, visible.height / 4)), in: bitmap, backdrop: backdrop)
            else { return nil }
            let around = ContrastSample.surroundings(of: probe.frame, width: 4, in: bitmap, backdrop: backdrop) ?? backdrop
            let ratio = inside.background.contrast(with: around)
            guard ratio < 3 - 0.005 else { return nil }
            return DesignFinding(check: .controlContrast, severity: .warning, viewPath: probe.viewPath,
                                 message: String(format: "fill %@ on %@: contrast %.2f:1, under the 3:1 WCAG asks for a control", inside.background.hex,
                                                 around.hex, ratio),
                                 region: visible.integral)
        }
    }
}
