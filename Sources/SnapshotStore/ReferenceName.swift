import Foundation
internal import PixelDiff

/// File-system-safe names for references: anything but letters, digits and `-_@.` becomes
/// `_`, no name starts with a dot or contains `..`, names are at most 100 characters, and a
/// name that had to change gets `~` and a short hash of the original, so different names
/// never share a file.
package enum ReferenceName {
    /// The safe form of `name`.
    package static func sanitize(_ name: String) -> String {
        var safe = ""
        for scalar in name.unicodeScalars {
            safe.unicodeScalars.append(isKept(scalar) ? scalar : "_")
        }
        while safe.contains("..") { safe = safe.replacingOccurrences(of: "..", with: "._") }
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        if safe.isEmpty { safe = "_" }
        if safe.count > 100 { safe = String(safe.prefix(100)) }
        guard safe != name else { return safe }
        let hash = Data(name.utf8).withUnsafeBytes { Fingerprint.hex(Fingerprint.of($0)) }
        return safe + "~" + hash.prefix(8)
    }

    /// Whether `scalar` stays as it is in a file name: ASCII letters and digits, `-_@.`.
    package static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x40, 0x2E: return true
        default: return false
        }
    }
}
