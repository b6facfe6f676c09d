/// One scene of a storyboard: its view controller (or other top-level object), the
/// placeholders beside it, and its identifier.
package struct IBScene: Sendable {
    /// The `<scene>` element.
    package let element: IBElement

    package init(_ element: IBElement) {
        self.element = element
    }

    /// The scene's `sceneID`.
    package var id: String? { element["sceneID"] }

    /// The scene's objects: the controller, the first responder placeholder, the exit
    /// placeholder, gesture recognizers.
    package var objects: [IBElement] {
        element.child(named: "objects")?.children ?? []
    }

    /// The scene's view controller (any element whose name ends in `Controller`).
    package var controller: IBElement? {
        objects.first { $0.name.hasSuffix("Controller") }
    }
}
