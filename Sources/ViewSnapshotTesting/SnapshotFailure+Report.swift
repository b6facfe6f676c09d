import Foundation
import Testing
import XCTest

extension SnapshotFailure {
    /// Records the failure in whichever test framework runs the current test: an issue with
    /// the failure's files attached under Swift Testing, `XCTFail` under XCTest. Call it on
    /// the test's own thread (Swift Testing knows the current test through task-local state).
    public func report(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            for path in artifactPaths {
                if let data = FileManager.default.contents(atPath: path) {
                    Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: location)
                }
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
