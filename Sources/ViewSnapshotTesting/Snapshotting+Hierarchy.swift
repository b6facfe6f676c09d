import Foundation
import ViewKit

extension Diffing where Format == String {
    /// Text references compared line by line; a difference lists the changed lines.
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                guard reference != actual else { return nil }
                return SnapshotDifference(
                    message: LineDiff.describe(reference: reference, actual: actual),
                    artifacts: [SnapshotDifference.Artifact(suffix: "actual", pathExtension: "txt", data: Data(actual.utf8))]
                )
            }
        )
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The laid-out hierarchy with frames (`recursiveDescription()`), so a layout change
    /// shows as a readable text diff.
    public static func hierarchy(traits: TraitCollection = TraitCollection(), size: RenderSize = .fitting, renderer: Renderer? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines, variantName: "hierarchy-" + traits.variantName) { view in
            // Rendering lays the tree out exactly as an image snapshot would.
            let rendered = try (renderer ?? Renderer()).render(view, traits: traits, size: size)
            return CapturedSnapshot(format: view.recursiveDescription() + "\n", fonts: rendered.faces)
        }
    }
}

/// A readable line diff: the lines only in the reference (-) and only in the snapshot (+),
/// around a longest common subsequence.
enum LineDiff {
    static func describe(reference: String, actual: String) -> String {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                i += 1
                j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append("+ \(new[j])")
                j += 1
            } else {
                lines.append("- \(old[i])")
                i += 1
            }
        }
        return "The text differs (- reference, + snapshot):\n" + lines.joined(separator: "\n")
    }
}
