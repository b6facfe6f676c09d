import InterfaceBuilder

/// What a document says that its loadings did not apply: for each object made (a view, a
/// controller, a cell), the child elements and attributes under it that no loading read,
/// named with their lines, so nothing a document asks for is left out silently
/// (docs/INTERFACE-BUILDER.md, "What is not applied"). What only Interface Builder's canvas
/// uses (simulated metrics, canvas positions, labels, the misplaced and ambiguous marks) is
/// not listed.
@MainActor
enum NibUnapplied {
    /// One message per object whose element holds something not applied.
    static func messages(document: IBDocument, usage: IBUsage) -> [String] {
        var messages: [String] = []
        for index in usage.madeIndexes {
            guard document.elements.indices.contains(index) else { continue }
            let element = document.elements[index]
            var found: [String] = []
            if isUndrawnView(element) { continue }
            collect(element, path: "", usage: usage, into: &found)
            guard !found.isEmpty else { continue }
            let id = element["id"].map { " \"\($0)\"" } ?? ""
            messages.append("\(document.name): <\(element.name)>\(id) (line \(element.line)): not applied on Linux: "
                + found.joined(separator: "; ") + ".")
        }
        return messages
    }

    /// Adds what `element` (used) holds that was not applied: its unread attributes and its
    /// unused child elements, and, under its used children, theirs.
    private static func collect(_ element: IBElement, path: String, usage: IBUsage, into found: inout [String]) {
        let unread = usage.unread(of: element).filter { !isCanvasOnly(attribute: $0, of: element) }
        if !unread.isEmpty {
            let listed = unread.map { "\($0)=\"\(element.attributes[$0] ?? "")\"" }.joined(separator: ", ")
            found.append(path.isEmpty ? "attributes \(listed)" : "\(path)'s attributes \(listed)")
        }
        let viewNotLoaded = element.name.hasSuffix("Controller")
            && element.children.contains { $0.key == "view" && !usage.isMade($0) }
        for child in element.children where !isCanvasOnly(child) {
            let described = describe(child)
            // A controller whose view did not load connects its outlets, guides and runtime
            // attributes when it loads.
            if viewNotLoaded, ["connections", "layoutGuides", "userDefinedRuntimeAttributes"].contains(child.name) { continue }
            if isObject(child) {
                // Made objects are listed on their own, and so are those made later on
                // purpose (a storyboard controller's view, a cell's content view, a
                // collection's header view). A keyed one the loading read as a property (a
                // navigation controller's bar) is checked as one; a keyed one it neither
                // made nor read (a table's header view) is listed here.
                if usage.isMade(child) || isMadeLater(child, in: element) || child.key == nil { continue }
                if !usage.isUsed(child) {
                    found.append(path.isEmpty ? "\(described) (line \(child.line))" : "\(path) \(described) (line \(child.line))")
                    continue
                }
            }
            // An empty element (<toolbarItems/>) asks for nothing.
            let isEmpty = child.children.isEmpty && child.attributes.keys.allSatisfy { $0 == "key" || $0 == "id" }
            if !usage.isUsed(child), !isEmpty {
                found.append(path.isEmpty ? "\(described) (line \(child.line))" : "\(path) \(described) (line \(child.line))")
            } else {
                collect(child, path: path.isEmpty ? described : "\(path) \(described)", usage: usage, into: &found)
            }
        }
    }

    /// How a child element is named in a message: `<color key="shadowColor">`.
    private static func describe(_ element: IBElement) -> String {
        if let key = element.key { return "<\(element.name) key=\"\(key)\">" }
        return "<\(element.name)>"
    }

    /// Whether `element` makes an object of its own (a view, a controller, a placeholder,
    /// a gesture recognizer), which is listed on its own when it is made.
    private static func isObject(_ element: IBElement) -> Bool {
        let name = element.name
        return NibClasses.isViewElement(name) || NibClasses.uikitControllerClass(name) != nil || name.hasSuffix("Controller")
            || name.hasSuffix("GestureRecognizer") || ["customObject", "object", "placeholder"].contains(name)
    }

    /// Whether `element` is a view this product makes as a plain view (a map, a date
    /// picker), which the loading names already: its own attributes are not listed again.
    private static func isUndrawnView(_ element: IBElement) -> Bool {
        NibClasses.unsupportedViewElements.contains(element.name)
    }

    /// Whether `child` of `parent` is made when it is needed rather than with its parent: a
    /// storyboard controller's view (when the view loads), a cell's content view (made by
    /// the cell), a collection view's section header and footer views (when dequeued).
    private static func isMadeLater(_ child: IBElement, in parent: IBElement) -> Bool {
        (child.key == "view" && isObject(parent) && parent.name.hasSuffix("Controller")) || child.key == "contentView"
            || (child.name == "collectionReusableView" && ["sectionHeaderView", "sectionFooterView"].contains(child.key ?? ""))
    }

    /// Elements only Interface Builder's canvas uses.
    private static func isCanvasOnly(_ element: IBElement) -> Bool {
        let name = element.name
        // <nil key="textColor"/> says the property keeps its default, which it has.
        if name == "nil" || name.hasPrefix("simulated") || name.contains("SimulatedSizeMetrics") { return true }
        switch (name, element.key) {
        case ("point", "canvasLocation"), ("size", "freeformSize"), ("rect", "contentStretch"): return true
        case ("nil", let key?) where key.hasPrefix("simulated"): return true
        // An element's comments in Interface Builder's inspector.
        case ("attributedString", "userComments"?): return true
        default: return ["designables", "inferredMetricsTieBreakers"].contains(name)
        }
    }

    /// Attributes only Interface Builder's canvas uses (or that name the element), and
    /// those that change how a view responds to touches, scrolling or selection but not how
    /// it looks at rest.
    private static func isCanvasOnly(attribute: String, of element: IBElement) -> Bool {
        if canvasAttributes.contains(attribute) || interactionAttributes.contains(attribute) { return true }
        switch (element.name, attribute) {
        // A standard-spacing constraint also stores the constant Interface Builder gave it.
        case ("constraint", "symbolic"): return true
        // A cell's content view: the cell sizes it and points back to it.
        case (_, "tableViewCell"), (_, "collectionViewCell"): return true
        default: return false
        }
    }

    /// Attributes only Interface Builder's canvas reads.
    private static let canvasAttributes: Set<String> = [
        "id", "key", "userLabel", "misplaced", "ambiguous", "colorLabel", "sceneMemberID", "customModuleProvider",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "verifyAmbiguity", "usesAttributedText", "dataMode",
        "collectionClass", "appends", "segmentControlStyle",
    ]

    /// Attributes of touch handling, scrolling, selection and drawing invalidation, which a
    /// picture at rest does not show.
    private static let interactionAttributes: Set<String> = [
        "clearsContextBeforeDrawing", "pointerInteraction", "adjustsImageWhenHighlighted", "selectionStyle", "allowsSelection",
        "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", "delaysContentTouches",
        "canCancelContentTouches", "directionalLockEnabled", "keyboardDismissMode", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "bouncesZoom", "minimumZoomScale", "maximumZoomScale", "exclusiveTouch", "showsTouchWhenHighlighted", "springLoaded",
        "contextMenuInteractionEnabled", "dragInteractionEnabled", "prefetchingEnabled", "allowsEditingTextAttributes",
        "showsMenuAsPrimaryAction", "delaysTouchesBegan", "delaysTouchesEnded", "cancelsTouchesInView",
        // The keyboard's (a text field's or text view's <textInputTraits>).
        "autocapitalizationType", "autocorrectionType", "spellCheckingType", "keyboardType", "keyboardAppearance", "returnKeyType",
        "textContentType", "enablesReturnKeyAutomatically", "smartDashesType", "smartInsertDeleteType", "smartQuotesType",
    ]
}
