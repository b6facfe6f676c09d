import Foundation
import Testing
import UIKitMirrorCore

/// Documents make `<customObject customClass=…>` objects with `init()` and custom segues with
/// `init(identifier:source:destination:)`; the mirror registers a factory for each class that
/// can call that initializer, and for no other.
@Suite("Interface Builder object factories")
struct InterfaceBuilderFactoryTests {
    static let objects = """
        import UIKit

        final class PlacesDataSource: NSObject {
            var rows: [String] = []
        }
        class Named: NSObject {
            let name: String
            init(name: String) { self.name = name }
        }
        final class Defaulted: NSObject {
            let name: String
            init(name: String) { self.name = name }
            convenience override init() { self.init(name: "default") }
        }
        final class NamedChild: Named {}
        final class PlacesDataSourceChild: NSObject {}
        final class FadeSegue: UIStoryboardSegue {
            override func perform() { source.present(destination, animated: false) }
        }
        final class Badge: UIView {}
        final class Box<Item>: NSObject {}
        func local() {
            final class Hidden: NSObject {}
        }
        """

    static func object(_ type: String) -> String {
        "        _ = InterfaceBuilderObjects.register(\(type).self) { \(type)() }"
    }

    @Test("An NSObject subclass that can call init() (inherited or its own) gets a factory")
    func objectsRegistered() {
        let file = MirrorTestSupport.mirror(Self.objects)
        for type in ["PlacesDataSource", "Defaulted", "PlacesDataSourceChild"] {
            #expect(file.generated.contains(Self.object(type)), "\(type)\n\(file.generated)")
        }
    }

    @Test("A class whose own designated initializers hide init(), a view, a generic or local class get none")
    func othersLeftOut() {
        let file = MirrorTestSupport.mirror(Self.objects)
        for type in ["Named", "NamedChild", "Badge", "Box", "Hidden"] {
            #expect(!file.generated.contains("register(\(type).self)"), "\(type)\n\(file.generated)")
        }
        // Leaving them out is silent: most such classes never appear in a document.
        #expect(!file.diagnostics.contains { $0.message.contains("Named") || $0.message.contains("Badge") })
    }

    @Test("A UIStoryboardSegue subclass gets a factory taking the identifier, source and destination")
    func segueRegistered() {
        let file = MirrorTestSupport.mirror(Self.objects)
        #expect(file.generated.contains("_ = InterfaceBuilderObjects.register(FadeSegue.self) { (segue: (identifier: String?, "
            + "source: UIViewController, destination: UIViewController)) in FadeSegue(identifier: segue.identifier, "
            + "source: segue.source, destination: segue.destination) }"), "\(file.generated)")
    }

    static let runnable = """
        import Foundation

        final class PlacesDataSource: NSObject {
            var rows = ["Naha", "Nago"]
        }
        final class Defaulted: NSObject {
            let name: String
            init(name: String) { self.name = name }
            private convenience override init() { self.init(name: "made by the document") }
        }
        @MainActor
        final class Presenter: NSObject {
            var shown = "presenter"
        }
        """

    static let main = """
        import Foundation
        import ObjectiveC

        guard let members = _typeByName("TeamComponents.UIKitMirrorModuleMembers") as? any MirroredModuleMembers.Type else {
            print("UIKitMirrorModuleMembers not found")
            exit(1)
        }
        members.register()
        MainActor.assumeIsolated {
            let source = InterfaceBuilderObjects.make(PlacesDataSource.self) as? PlacesDataSource
            let defaulted = InterfaceBuilderObjects.make(Defaulted.self) as? Defaulted
            let presenter = InterfaceBuilderObjects.make(Presenter.self) as? Presenter
            print(source?.rows.joined(separator: ",") ?? "nil", defaulted?.name ?? "nil", presenter?.shown ?? "nil")
            print(InterfaceBuilderObjects.hasFactory(for: NSObject.self))
        }
        """

    @Test("The factories compile in Swift 6 and Swift 5 modes and make the objects, a private init() included")
    func factoriesRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var sources = try MirrorTestSupport.fixtureSources().filter { $0.path.hasSuffix("UIKitStandIns.swift") }
        sources.append(MirrorSource(path: MirrorTestSupport.fixtures + "/Components/DataSources.swift", text: Self.runnable))
        let mirror = UIKitMirror(sources: sources)
        let files = mirror.mirroredFiles()
        var paths = try folder.writeMirrors(of: sources)
        try folder.write(mirror.moduleMembers(of: files), to: MirrorFileName.moduleMembers)
        paths.append(folder.path + "/" + MirrorFileName.moduleMembers)
        let swift5 = try runProgram(CompileCheckTests.swiftc, ["-typecheck", "-swift-version", "5", "-module-name", "TeamComponents",
                                                               "-I", try CompileCheckTests.moduleFolder()] + paths)
        #expect(swift5.status == 0, "swiftc (Swift 5) failed:\n\(swift5.output)")
        try folder.write(Self.main, to: "main.swift")
        paths.append(folder.path + "/main.swift")
        let executable = folder.path + "/factories-program"
        let options = ["-swift-version", "6", "-module-name", "TeamComponents", "-I", try CompileCheckTests.moduleFolder()]
        let compiler = try runProgram(CompileCheckTests.swiftc,
                                      options + paths + (try ExtensionOverrideRunTests.objectiveCObjects()) + ["-o", executable])
        #expect(compiler.status == 0, "swiftc failed:\n\(compiler.output)")
        #expect(!compiler.output.contains("warning:"), "swiftc warned:\n\(compiler.output)")
        guard compiler.status == 0 else { return }
        let program = try runProgram(executable, [])
        #expect(program.status == 0)
        #expect(program.output == "Naha,Nago made by the document presenter\nfalse\n")
    }
}
