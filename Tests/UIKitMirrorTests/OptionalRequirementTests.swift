import Testing
import UIKitMirrorCore

@Suite("Optional requirements and @NSManaged")
struct OptionalRequirementTests {
    static let delegate = """
        @objc public protocol CardDelegate: AnyObject {
            @objc optional func height(for row: Int) -> Double
            @objc optional func didTap()
            @objc optional static func make() -> Int
            @objc optional func load(_ id: Int) async throws -> String
            func title() -> String
        }
        """

    @Test("Optional requirements become throwing ones, with default implementations after the file")
    func requirements() {
        let file = MirrorTestSupport.mirror(Self.delegate)
        #expect(file.rewrittenSection == """
            public protocol CardDelegate: AnyObject {
                func height(for row: Int) throws(OptionalRequirementUnimplemented) -> Double
                func didTap() throws(OptionalRequirementUnimplemented)
                static func make() throws(OptionalRequirementUnimplemented) -> Int
                func load(_ id: Int) async throws -> String
                func title() -> String
            }
            """)
        #expect(file.generated == """
            /// Default implementations of the optional requirements of CardDelegate: each throws OptionalRequirementUnimplemented.
            extension CardDelegate {
                public func height(for row: Int) throws(OptionalRequirementUnimplemented) -> Double {
                    throw OptionalRequirementUnimplemented("CardDelegate.height(for:)")
                }

                public func didTap() throws(OptionalRequirementUnimplemented) {
                    throw OptionalRequirementUnimplemented("CardDelegate.didTap()")
                }

                public static func make() throws(OptionalRequirementUnimplemented) -> Int {
                    throw OptionalRequirementUnimplemented("CardDelegate.make()")
                }

                public func load(_ id: Int) async throws -> String {
                    throw OptionalRequirementUnimplemented("CardDelegate.load(_:)")
                }
            }

            """)
        #expect(file.text.hasSuffix("#sourceLocation()\n" + file.generated))
    }

    @Test("Defaults are compiled under the #if conditions of their protocol and requirement")
    func conditions() {
        let source = """
            #if DEBUG
            @objc protocol Probe {
                #if os(iOS)
                @objc optional func ping()
                #else
                @objc optional func pong()
                #endif
            }
            #endif
            """
        #expect(MirrorTestSupport.mirror(source).generated == """
            #if (DEBUG)
            /// Default implementations of the optional requirements of Probe: each throws OptionalRequirementUnimplemented.
            extension Probe {
            #if ((os(iOS) || os(Linux)))
                func ping() throws(OptionalRequirementUnimplemented) {
                    throw OptionalRequirementUnimplemented("Probe.ping()")
                }
            #endif

            #if !((os(iOS) || os(Linux)))
                func pong() throws(OptionalRequirementUnimplemented) {
                    throw OptionalRequirementUnimplemented("Probe.pong()")
                }
            #endif
            }
            #endif

            """)
    }

    @Test("An internal protocol's defaults are internal")
    func internalAccess() {
        let file = MirrorTestSupport.mirror("@objc protocol P { @objc optional func f() }")
        #expect(file.generated.contains("extension P {\n    func f() throws(OptionalRequirementUnimplemented) {"))
    }

    static let calls: [(String, String)] = [
        ("let h = delegate?.height?(for: 2) ?? 44", "let h = (try? delegate?.height(for: 2)) ?? 44"),
        ("let h = delegate.height?(for: 2)", "let h = (try? delegate.height(for: 2))"),
        ("let s = delegate?.height?(for: 2).description", "let s = (try? delegate?.height(for: 2).description)"),
        ("if let h = delegate?.height?(for: 1) { use(h) }", "if let h = (try? delegate?.height(for: 1)) { use(h) }"),
        ("let hs = rows.map { delegate?.height?(for: $0) }", "let hs = rows.map { (try? delegate?.height(for: $0)) }"),
        ("let x = delegate?.title()", "let x = delegate?.title()"),
        ("let y = other?.height?(2)", "let y = other?.height?(2)"),
        ("let z = closure?(3)", "let z = closure?(3)"),
    ]

    @Test("Calls of optional requirements become try? calls with the same optional result", arguments: calls)
    func callSites(_ source: String, _ expected: String) {
        #expect(MirrorTestSupport.rewritten("func f() {\n    \(source)\n    done()\n}", others: [Self.delegate])
            == "func f() {\n    \(expected)\n    done()\n}")
    }

    @Test("A call whose result nobody uses becomes a discarded try? statement")
    func statements() {
        let source = "func f() {\n    delegate?.didTap?()\n    done()\n}\nfunc g() {\n    delegate?.didTap?()\n}\nfunc h() -> Void? {\n    delegate?.didTap?()\n}"
        #expect(MirrorTestSupport.rewritten(source, others: [Self.delegate])
            == "func f() {\n    _ = try? delegate?.didTap()\n    done()\n}\nfunc g() {\n    _ = try? delegate?.didTap()\n}\n"
            + "func h() -> Void? {\n    (try? delegate?.didTap())\n}")
    }

    @Test("Optional property and subscript requirements become a compile-time error at their line")
    func optionalProperties() {
        let file = MirrorTestSupport.mirror("@objc protocol P {\n    @objc optional var title: String { get }\n}")
        let lines = file.rewrittenSection.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("    #error(\"optional property requirement 'title' of P cannot be mirrored"))
        #expect(file.diagnostics.map(\.line) == [2])
        #expect(file.diagnostics.first?.severity == .error)
    }

    @Test("@NSManaged properties become computed properties backed by ManagedStorage, on the same line")
    func managedProperties() {
        let source = "class Place: NSManagedObject {\n    @NSManaged public var name: String?\n    @NSManaged var visits: Int64\n}"
        #expect(MirrorTestSupport.rewritten(source) == """
            class Place: NSManagedObject {
                public var name: String? { get { ManagedStorage.value(self, "name") } set { ManagedStorage.setValue(newValue, self, "name") } }
                var visits: Int64 { get { ManagedStorage.value(self, "visits") } set { ManagedStorage.setValue(newValue, self, "visits") } }
            }
            """)
    }

    @Test("@NSManaged to-many accessors get bodies; an unsupported declaration is an error at its line")
    func managedMethods() {
        let source = """
            extension Place {
                @NSManaged public func addToTags(_ value: Tag)
                @NSManaged public func removeFromTags(_ values: NSSet)
                @NSManaged public func insertIntoTags(_ value: Tag, at idx: Int)
                @NSManaged var a, b: Int
            }
            """
        let rewritten = MirrorTestSupport.rewritten(source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rewritten[1] == "    public func addToTags(_ value: Tag) { ManagedStorage.add(value, to: \"tags\", of: self) }")
        #expect(rewritten[2] == "    public func removeFromTags(_ values: NSSet) { ManagedStorage.remove(values, from: \"tags\", of: self) }")
        #expect(rewritten[3].hasPrefix("    public func insertIntoTags(_ value: Tag, at idx: Int) { ObjCRuntimeIssues.report("))
        #expect(rewritten[4].hasPrefix("    #error(\"@NSManaged declarations must declare one property"))
    }

    @Test("Unparseable input is still mirrored whole, with no closing #sourceLocation, so errors point at the original")
    func unparseable() {
        let file = MirrorTestSupport.mirror("class Broken {\n    func f( {\n    @objc func g() {}\n")
        #expect(file.hasSyntaxErrors)
        #expect(file.text.hasPrefix("// Mirror of \(MirrorTestSupport.path), made by uikit-mirror; edit the original, not this file.\n"
            + "import ObjectiveC\n#sourceLocation(file: \"\(MirrorTestSupport.path)\", line: 1)\nclass Broken {\n"))
        #expect(!file.text.contains("#sourceLocation()"))
        #expect(file.rewrittenSection.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
    }
}
