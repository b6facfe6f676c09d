import Foundation
import InterfaceBuilder
import Testing
import UIKit

/// The frames Interface Builder stores for the device it saved a document for are what
/// UIKit's Auto Layout gives on that device: the product's layout of documents whose views'
/// sizes no text decides must reproduce them exactly.
@MainActor
@Suite("Stored frames as the oracle")
struct FramesOracleTests {
    @Test("Frames.xib on an iPhone 15: every view at the frame the document stores")
    func framesDocument() throws {
        let bundle = try NibInstantiationTests.fixtures
        let document = try IBDocumentTests.fixture("Frames.xib")
        let rootElement = try #require(document.objects.first { $0.name == "view" })
        try DocumentLayout.iPhone15 {
            let objects = UINib(nibName: "Frames", bundle: bundle).instantiate(withOwner: nil)
            let root = try #require(objects.first as? UIView)
            let window = DocumentLayout.show(root)
            #expect(root.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(root.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            defer { window.isHidden = true }
            let stored = DocumentLayout.storedFrames(under: rootElement)
            #expect(stored.count == 19)
            let views = Self.viewsByID(root, element: rootElement)
            for (id, frame) in stored {
                let view = try #require(views[id], "no view made for \(id)")
                #expect(view.frame == frame, "\(id)")
            }
        }
    }

    /// The views made for the elements under `element`, matched by position in the tree.
    static func viewsByID(_ view: UIView, element: IBElement) -> [String: UIView] {
        var result: [String: UIView] = [:]
        if let id = element.id { result[id] = view }
        let children = element.child(named: "subviews")?.children ?? []
        let subviews = (view as? UIStackView)?.arrangedSubviews ?? view.subviews
        for (child, subview) in zip(children, subviews) {
            result.merge(viewsByID(subview, element: child)) { first, _ in first }
        }
        return result
    }
}
