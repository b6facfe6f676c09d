import Testing
import UIKitMirrorCore

@Suite("Synchronous main-actor XCTest methods")
struct MainActorTestRewriteTests {
    @Test("A test method of a @MainActor XCTestCase is renamed in place and forwarded to from a nonisolated test on its last line")
    func mainActorClass() {
        let source = """
            @MainActor final class CardTests: XCTestCase {
                var card = Card()
                func testTitle() {
                    XCTAssertEqual(card.title, "")
                }
                func testLoad() throws { try card.load() }
            }
            """
        let expected = """
            @MainActor final class CardTests: XCTestCase {
                var card = Card()
                func _mirror_CardTests_testTitle() {
                    XCTAssertEqual(card.title, "")
                }; nonisolated func testTitle() { nonisolated(unsafe) let _mirrorTest = self; \
            MainActor.assumeIsolated { _mirrorTest._mirror_CardTests_testTitle() } }
                func _mirror_CardTests_testLoad() throws { try card.load() }; nonisolated func testLoad() throws { \
            nonisolated(unsafe) let _mirrorTest = self; try MainActor.assumeIsolated { try _mirrorTest._mirror_CardTests_testLoad() } }
            }
            """
        #expect(MirrorTestSupport.rewritten(source) == expected)
    }

    @Test("A @MainActor test method of a plain XCTestCase keeps its isolation; its access goes to the forwarder")
    func mainActorMethod() {
        let source = """
            final class CardTests: XCTest.XCTestCase {
                @MainActor public func testTitle() { XCTAssertEqual(Card().title, "") }
                func testPlain() { XCTAssertTrue(true) }
            }
            """
        let expected = """
            final class CardTests: XCTest.XCTestCase {
                @MainActor func _mirror_CardTests_testTitle() { XCTAssertEqual(Card().title, "") }; public nonisolated func \
            testTitle() { nonisolated(unsafe) let _mirrorTest = self; MainActor.assumeIsolated { \
            _mirrorTest._mirror_CardTests_testTitle() } }
                func testPlain() { XCTAssertTrue(true) }
            }
            """
        #expect(MirrorTestSupport.rewritten(source) == expected)
    }

    @Test("Isolation is inherited from a @MainActor base test class of the module, also in extensions and other files")
    func inherited() {
        let base = "@MainActor class ViewTestCase: XCTestCase { func testShared() {} }"
        let source = """
            final class CardTests: ViewTestCase {
                override func testShared() { XCTAssertEqual(Card().title, "") }
            }
            extension CardTests {
                func testBadge() { XCTAssertNil(Card().badge) }
            }
            """
        let expected = """
            final class CardTests: ViewTestCase {
                func _mirror_CardTests_testShared() { XCTAssertEqual(Card().title, "") }; override nonisolated func \
            testShared() { nonisolated(unsafe) let _mirrorTest = self; MainActor.assumeIsolated { _mirrorTest._mirror_CardTests_testShared() } }
            }
            extension CardTests {
                func _mirror_CardTests_testBadge() { XCTAssertNil(Card().badge) }; nonisolated func testBadge() { \
            nonisolated(unsafe) let _mirrorTest = self; MainActor.assumeIsolated { _mirrorTest._mirror_CardTests_testBadge() } }
            }
            """
        #expect(MirrorTestSupport.rewritten(source, others: [base]) == expected)
    }

    static let untouched: [String] = [
        // async tests run through XCTest's async support, which SwiftPM lists correctly
        "@MainActor final class T: XCTestCase { func testA() async { } }",
        // not test methods: helpers, parameters, results, set-up
        "@MainActor final class T: XCTestCase { func makeCard() { } }",
        "@MainActor final class T: XCTestCase { func testWith(_ x: Int) { } }",
        "@MainActor final class T: XCTestCase { func testValue() -> Int { 1 } }",
        "@MainActor final class T: XCTestCase { override func setUp() async throws { } }",
        "@MainActor final class T: XCTestCase { static func testStatic() { } }",
        // already nonisolated
        "@MainActor final class T: XCTestCase { nonisolated func testA() { } }",
        // not an XCTestCase
        "@MainActor final class Model: NSObject { func testConnection() { } }",
        "@MainActor final class Screen { func testLayout() { } }",
        // a nonisolated test class
        "final class T: XCTestCase { func testA() { } }",
    ]

    @Test("Async tests, non-test methods, nonisolated methods and classes that are not test cases stay as written",
          arguments: untouched)
    func unchanged(_ source: String) {
        #expect(MirrorTestSupport.rewritten(source) == source)
    }
}
