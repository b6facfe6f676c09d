import Foundation

/// The readers and engines that `scripts/fuzz` drives with generated inputs, one entry point
/// each, shared by the libFuzzer harness (`Fuzz/`) and the replay suite
/// (`Tests/FuzzTargetsTests`), so a kept input is replayed through exactly the code that found
/// it. Not for teams: the product `_FuzzTargets` exists only for the fuzzing package.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The two PNG decoders: libpng's for references (`RGBAImage`), cairo's for `UIImage`,
    /// and the fingerprint chunk reader.
    case png
    /// The reference sidecar reader (`ReferenceSidecar.read`) and the font comparison it feeds.
    case sidecar
    /// The site manifest as `catalog merge` reads a shard's: decoding, the image path checks,
    /// the merge and the page it is embedded in.
    case manifest
    /// The text engine on arbitrary Unicode: `UILabel` sizing and drawing, and the
    /// typesetter's line breaking in every mode.
    case text

    /// Runs one input; returns the broken properties (empty when the input was handled as the
    /// product promises). A crash, a hang or a sanitizer report is a finding too.
    @MainActor
    public func run(_ data: Data) -> [String] {
        switch self {
        case .png: return Self.png(data)
        case .sidecar: return Self.sidecar(data)
        case .manifest: return Self.manifest(data)
        case .text: return Self.text(data)
        }
    }

    /// The largest input worth running (`-max_len` for libFuzzer): larger inputs only make
    /// each run slower.
    public var maximumInputLength: Int {
        switch self {
        case .png: return 16_384
        case .sidecar, .manifest: return 8192
        case .text: return 512
        }
    }
}
