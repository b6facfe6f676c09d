import Testing
import UIKit

/// Older UIKit members components still use: baseline views, touch phases.
@MainActor
@Suite("View compatibility members")
struct ViewCompatibilityTests {
    final class CaptionedView: UIView {
        let caption = UILabel()
        override var forLastBaselineLayout: UIView { caption }
    }

    @Test("forFirstBaselineLayout defaults to forLastBaselineLayout; forBaselineLayout() to the view itself")
    func baselineViews() {
        let view = CaptionedView()
        #expect(view.forFirstBaselineLayout === view.caption)
        #expect(view.forBaselineLayout() === view)
        let plain = UIView()
        #expect(plain.forFirstBaselineLayout === plain && plain.forLastBaselineLayout === plain)
    }

    final class EndedTouch: UITouch {
        override var phase: UITouch.Phase { .ended }
    }

    @Test("A touch no event moved is in its began phase; subclasses standing in for delivered touches override it")
    func touchPhase() {
        #expect(UITouch().phase == .began)
        let touches: Set<UITouch> = [EndedTouch()]
        #expect(touches.first?.phase == .ended)
        #expect(UITouch.Phase.cancelled.rawValue == 4)
    }
}

/// `UIApplication.value(forKey: "sharedApplication")`, the app-extension-safe way to reach
/// the app.
@MainActor
@Suite("Class-level key-value coding in UIKit")
struct ApplicationKeyValueTests {
    @Test("The class object's sharedApplication key is the shared app")
    func sharedApplication() {
        let shared = UIApplication.value(forKey: "sharedApplication") as? UIApplication
        #expect(shared === UIApplication.shared)
    }
}
