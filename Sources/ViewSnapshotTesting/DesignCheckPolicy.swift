import ViewRendering

/// Whether a snapshot assertion fails on what the design checks find
/// (docs/DESIGN-CHECKS.md): `.image(designChecks: .fail(at: .warning))` fails an assertion
/// whose render has a warning or an error, even when the image matches its reference;
/// `.fail(at: .error, checks: [.textContrast])` only on contrast errors. The default,
/// `.ignore`, compares the image alone.
public struct DesignCheckPolicy: Hashable, Sendable {
    /// The least severe finding that fails the assertion; `nil`: none does.
    public var minimumSeverity: DesignFinding.Severity?
    /// The checks whose findings count.
    public var checks: Set<DesignFinding.Check>

    public init(minimumSeverity: DesignFinding.Severity?, checks: Set<DesignFinding.Check> = Set(DesignFinding.Check.allCases)) {
        self.minimumSeverity = minimumSeverity
        self.checks = checks
    }

    /// The image alone is compared.
    public static let ignore = DesignCheckPolicy(minimumSeverity: nil, checks: [])

    /// Fails on any finding of `checks` at `severity` or worse.
    public static func fail(at severity: DesignFinding.Severity = .warning,
                            checks: Set<DesignFinding.Check> = Set(DesignFinding.Check.allCases)) -> DesignCheckPolicy {
        DesignCheckPolicy(minimumSeverity: severity, checks: checks)
    }

    /// The findings that fail an assertion under this policy.
    public func failures(in findings: @autoclosure () -> [DesignFinding]) -> [DesignFinding] {
        // `.ignore` does not read the findings, so the checks that measure pixels never run.
        guard let minimumSeverity else { return [] }
        return findings().filter { checks.contains($0.check) && $0.severity >= minimumSeverity }
    }
}
