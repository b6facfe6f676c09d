import Dispatch
import Locking
import ObjectiveC
import Testing

/// A view controller-like class whose outlet is private, as Interface Builder outlets often
/// are: only a registered `setTitleLabel:` selector can set it by name.
class ProfileController: NSObject {
    private weak var titleLabel: NSString?
    private(set) var tapCount = 0

    /// The outlet, as the controller's own code would read it.
    var title: String? { titleLabel.map { String($0) } }

    func tapped(_ sender: Any?) {
        tapCount += 1
    }

    /// Registers the outlet's setter and the action, as a mirrored file's generated extension does.
    nonisolated fileprivate static func registerMembers() {
        _ = Selector("setTitleLabel:", target: ProfileController.self, invoke: { target, arguments in
            Selector.assign(arguments, to: \ProfileController.titleLabel, of: target)
        })
        _ = Selector("tapped:", target: ProfileController.self, invoke: { target, arguments in
            Selector.call(target.tapped(_:), arguments)
        })
    }
}

/// What the UIKitMirror plugin generates in a mirrored module, written by hand for this test
/// module: `MirroredModules.load(module: "ObjectiveCTests")` finds it by that qualified name.
final class UIKitMirrorModuleMembers: MirroredModuleMembers {
    /// How many times `register()` ran.
    static let registrations = Locked(0)

    static func register() {
        registrations.withLock { $0 += 1 }
        ProfileController.registerMembers()
    }
}

@Suite("Mirrored modules")
struct MirroredModulesTests {
    @Test("A module's members are registered once, however many threads load it at the same time")
    func loadsOnce() {
        let answers = Locked<[Bool]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let loaded = MirroredModules.load(module: "ObjectiveCTests")
            answers.withLock { $0.append(loaded) }
        }
        #expect(answers.withLock { $0 } == Array(repeating: true, count: 8))
        #expect(MirroredModules.load(module: "ObjectiveCTests"))
        #expect(UIKitMirrorModuleMembers.registrations.withLock { $0 } == 1)
        #expect(MirroredModules.isLoaded("ObjectiveCTests"))
    }

    @Test("A module without generated members, or no module at all, loads nothing and says so",
          arguments: ["ObjectiveC", "NoSuchModule", "", "ObjectiveCTests.Nested"])
    func unknownModules(module: String) {
        #expect(!MirroredModules.load(module: module))
        #expect(!MirroredModules.isLoaded(module))
    }

    @Test("After loading, setValue(_:forKey:) sets a private outlet through its setter selector, and actions perform by name")
    @MainActor
    func setsPrivateOutletByKey() {
        MirroredModules.load(module: "ObjectiveCTests")
        let controller = ProfileController()
        let name: NSString = "Ada"   // kept alive here: the outlet is weak
        let ((), issues) = ObjCRuntimeIssues.collecting {
            controller.setValue(name, forKey: "titleLabel")
            controller.perform(Selector("tapped:"), with: nil)
        }
        #expect(issues.isEmpty, "\(issues)")
        #expect(controller.title == "Ada")
        #expect(controller.tapCount == 1)
        #expect(controller.value(forKey: "titleLabel") as? NSString === name)
        #expect(controller.responds(to: Selector("setTitleLabel:")))
    }
}
