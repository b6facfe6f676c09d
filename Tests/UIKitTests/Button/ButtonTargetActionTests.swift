import Foundation
import ObjectiveC
import Testing
import UIKit

/// Target-action as uikit-mirror rewrites it: `#selector(tapped)` becomes
/// `Selector("tapped", target: Owner.self, invoke: ...)`, and `sendActions(for:)` must call
/// the method.
@MainActor
@Suite("UIButton target-action")
struct ButtonTargetActionTests {
    final class Screen: NSObject {
        var taps = 0
        var senders: [Any?] = []
        func tapped() { taps += 1 }
        func tapped(_ sender: UIButton) { senders.append(sender) }
    }

    @Test("addTarget with a mirrored #selector(tapped) calls the method on .touchUpInside")
    func mirroredSelector() {
        let screen = Screen()
        let button = UIButton(type: .system)
        let action = Selector("tapped", target: Screen.self, invoke: { screen, _ in
            screen.tapped()
            return nil
        })
        button.addTarget(screen, action: action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps == 1)
        button.sendActions(for: .touchDown)
        #expect(screen.taps == 1)
        #expect(button.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["tapped"])
    }

    @Test("A selector taking the sender receives the button")
    func senderArgument() {
        let screen = Screen()
        let button = UIButton(type: .system)
        let action = Selector("tapped:", target: Screen.self, invoke: { screen, arguments in
            Selector.call(screen.tapped(_:), arguments)
        })
        button.addTarget(screen, action: action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.senders.count == 1)
        #expect((screen.senders.first as? UIButton) === button)
    }

    @Test("removeTarget stops the calls")
    func removeTarget() {
        let screen = Screen()
        let button = UIButton(type: .system)
        let action = Selector("tapped", target: Screen.self, invoke: { screen, _ in
            screen.tapped()
            return nil
        })
        button.addTarget(screen, action: action, for: .touchUpInside)
        button.removeTarget(screen, action: action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps == 0)
    }

    final class Controller: UIViewController {
        var taps = 0
        func tapped() { taps += 1 }
    }

    @Test("A nil target sends the action up the responder chain to the view controller")
    func responderChain() {
        let controller = Controller()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        let action = Selector("tapped", target: Controller.self, invoke: { controller, _ in
            controller.tapped()
            return nil
        })
        button.addTarget(nil, action: action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controller.taps == 1)
    }
}
