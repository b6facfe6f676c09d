/// A readable line diff: the lines only in the reference (-) and only in the snapshot (+),
/// around a longest common subsequence.
enum LineDiff {
    /// The changed lines, `- old` and `+ new`, in order.
    static func changes(reference: String, actual: String) -> [String] {
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
        return lines
    }
}
