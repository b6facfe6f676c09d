import Foundation
import InterfaceBuilder

extension NibLoading {
    /// Decodes what `element` says of `view`, which `UIView.init?(coder:)` is making: its
    /// attributes (the basic ones came through the coder's keys), its layout guides, its
    /// subviews (made now, as iOS decodes them before the view's initializer returns) and
    /// the constraints it holds.
    func decode(view: UIView, from element: IBElement) {
        register(view, id: element.id, element: element)
        if NibClasses.unsupportedViewElements.contains(element.name) {
            report("<\(element.name)> \"\(element.id ?? "")\" (line \(element.line)) is not drawn on Linux; it is an empty view of its frame.")
        }
        applyViewAttributes(element, to: view)
        // UIStackView sets nothing up in its own init?(coder:), so its attributes come here.
        if view is UIStackView { NibControls.apply(element, to: view, level: UIStackView.self, loading: self) }
        registerLayoutGuides(of: view, element: element)
        if element.key == "view", !controllerGuides.isEmpty { addControllerGuides(to: view) }
        let installed = NibVariations(element, traits: UITraitCollection.current)
        var subviews: [(element: IBElement, view: UIView)] = []
        for child in element.child(named: "subviews")?.children ?? [] {
            guard let subview = make(child) as? UIView else { continue }
            subviews.append((child, subview))
            guard installed.includes(child, in: "subviews") else { continue }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else if let cell = view as? UITableViewCell, child.key == "contentView" {
                cell.contentView.addSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
        if let content = element.child(key: "contentView"), let cell = view as? UITableViewCell {
            IBUsage.current?.made(content)
            provide(cell.contentView, id: content.id ?? "")
            decodeContent(of: cell.contentView, from: content)
        }
        if let cell = view as? UITableViewCell { decodeCell(element, cell) }
        if let content = element.child(key: "contentView"), let cell = view as? UICollectionViewCell {
            IBUsage.current?.made(content)
            provide(cell.contentView, id: content.id ?? "")
            decodeContent(of: cell.contentView, from: content)
        }
        let constraints = addConstraints(in: element, to: view)
        if let table = view as? UITableView {
            registerPrototypes(of: element, in: table)
            makeStaticCells(of: element, in: table)
        }
        if let collection = view as? UICollectionView { registerPrototypes(of: element, in: collection) }
        if element.child(named: "variation") != nil {
            view.nibTraitInstalls = NibTraitInstalls(element: element, subviews: subviews, constraints: constraints)
        }
    }

    /// Gives the scene's root view the controller's top and bottom layout guides: the top
    /// one from the view's top to its safe area's, the bottom one from the safe area's
    /// bottom to the view's, as `topLayoutGuide` and `bottomLayoutGuide` measured them.
    private func addControllerGuides(to view: UIView) {
        for (guide, isTop) in controllerGuides where guide.owningView == nil {
            view.addLayoutGuide(guide)
            let safeArea = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate(isTop
                ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
                   guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 0)]
                : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                   guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 0)])
        }
    }

    /// Registers a table's prototype cells (`<prototypes>`) for their reuse identifiers, each
    /// made from the document when the table dequeues it.
    private func registerPrototypes(of element: IBElement, in table: UITableView) {
        for (identifier, nib) in prototypeNibs(element.child(named: "prototypes")?.children(named: "tableViewCell")) {
            table.register(nib, forCellReuseIdentifier: identifier)
        }
    }

    /// Makes a static table's cells (`dataMode="static"`, `<sections>`), once, with the table,
    /// as iOS does: its table view controller serves them (`TableStaticContent`).
    private func makeStaticCells(of element: IBElement, in table: UITableView) {
        guard element["dataMode"] == "static" else { return }
        var sections: [TableStaticContent.Section] = []
        for sectionElement in element.child(named: "sections")?.children(named: "tableViewSection") ?? [] {
            var section = TableStaticContent.Section(headerTitle: sectionElement["headerTitle"],
                                                     footerTitle: sectionElement["footerTitle"], cells: [], rowHeights: [])
            for cellElement in sectionElement.child(named: "cells")?.children ?? [] {
                guard let cell = make(cellElement) as? UITableViewCell else { continue }
                section.cells.append(cell)
                section.rowHeights.append(cellElement.number("rowHeight").map { CGFloat($0) })
            }
            sections.append(section)
        }
        table.staticContent = TableStaticContent(sections: sections)
        if element.key != "view" {
            report("the static table view \"\(element.id ?? "")\" (line \(element.line)) is not a table view controller's view; "
                + "Xcode refuses this (\"Static table views are only valid when embedded in UITableViewController instances\"). "
                + "Make the scene a Table View Controller, or give the table prototype cells and a data source.")
        }
    }

    /// A table cell's own attributes, and the labels and image view a cell of a built-in style
    /// (`style="IBUITableViewCellStyle…"`) names as its `textLabel`, `detailTextLabel` and
    /// `imageView`: the cell's own, placed by the cell's layout rather than by their stored
    /// frames, as on iOS.
    private func decodeCell(_ element: IBElement, _ cell: UITableViewCell) {
        if let label = element["textLabel"].flatMap({ object(id: $0) }) as? UILabel { cell.legacyTextLabel = label }
        if let label = element["detailTextLabel"].flatMap({ object(id: $0) }) as? UILabel { cell.legacyDetailTextLabel = label }
        if let image = element["imageView"].flatMap({ object(id: $0) }) as? UIImageView { cell.legacyImageView = image }
        switch element["selectionStyle"] {
        case "none": cell.selectionStyle = .none
        case "blue": cell.selectionStyle = .blue
        case "gray": cell.selectionStyle = .gray
        default: break
        }
        if let level = element.number("indentationLevel") { cell.indentationLevel = Int(level) }
        if let width = element.number("indentationWidth") { cell.indentationWidth = CGFloat(width) }
        if let indents = element.bool("shouldIndentWhileEditing") { cell.shouldIndentWhileEditing = indents }
        if let reorder = element.bool("showsReorderControl") { cell.showsReorderControl = reorder }
        if let inset = element.child(key: "separatorInset", named: "inset") { cell.separatorInset = NibValues.insets(inset) }
    }

    /// Registers a collection view's prototype cells (`<cells>`) for their reuse identifiers,
    /// and applies its flow layout's attributes (`<collectionViewFlowLayout>`).
    private func registerPrototypes(of element: IBElement, in collection: UICollectionView) {
        if let flow = element.child(key: "collectionViewLayout", named: "collectionViewFlowLayout"),
           let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout {
            if flow["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
            if let spacing = flow.number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
            if let spacing = flow.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
            if let size = flow.child(key: "itemSize", named: "size") {
                layout.itemSize = NibValues.size(size, default: 50)
            }
            if let size = flow.child(key: "estimatedItemSize", named: "size") {
                layout.estimatedItemSize = NibValues.size(size)
            }
            if let inset = flow.child(key: "sectionInset", named: "inset") { layout.sectionInset = NibValues.insets(inset) }
            if let size = flow.child(key: "headerReferenceSize", named: "size") { layout.headerReferenceSize = NibValues.size(size) }
            if let size = flow.child(key: "footerReferenceSize", named: "size") { layout.footerReferenceSize = NibValues.size(size) }
        }
        for (identifier, nib) in prototypeNibs(element.child(named: "cells")?.children(named: "collectionViewCell")) {
            collection.register(nib, forCellWithReuseIdentifier: identifier)
        }
        // Section header and footer views, made when the collection view dequeues them.
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader),
                            ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            for (identifier, nib) in prototypeNibs(element.child(key: key, named: "collectionReusableView").map { [$0] }) {
                collection.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }
    }

    /// A nib for each prototype cell, by its reuse identifier (one without is reported).
    private func prototypeNibs(_ prototypes: [IBElement]?) -> [(identifier: String, nib: UINib)] {
        (prototypes ?? []).compactMap { prototype in
            guard let id = prototype.id else { return nil }
            guard let identifier = prototype["reuseIdentifier"] else {
                report("the prototype cell \"\(id)\" (line \(prototype.line)) has no reuse identifier; no code can dequeue it.")
                return nil
            }
            return (identifier, UINib(element: id, of: document, bundle: bundle, module: defaultModule))
        }
    }

    /// The subviews and constraints of a cell's content view, which the cell makes itself.
    private func decodeContent(of contentView: UIView, from element: IBElement) {
        applyViewAttributes(element, to: contentView)
        if let clips = element.bool("clipsSubviews") { contentView.clipsToBounds = clips }
        if let opaque = element.bool("opaque") { contentView.isOpaque = opaque }
        if let multiple = element.bool("multipleTouchEnabled") { contentView.isMultipleTouchEnabled = multiple }
        if let hidden = element.bool("hidden") { contentView.isHidden = hidden }
        if let tag = element.number("tag") { contentView.tag = Int(tag) }
        if let color = element.child(key: "backgroundColor", named: "color") { contentView.backgroundColor = self.color(color) }
        // The cell sizes its content view: the frame and mask stored for it are the cell's.
        _ = (element.child(key: "frame", named: "rect").flatMap(IBRectValue.init), element.child(key: "autoresizingMask"))
        registerLayoutGuides(of: contentView, element: element)
        let installed = NibVariations(element, traits: UITraitCollection.current)
        for child in element.child(named: "subviews")?.children ?? [] {
            if let subview = make(child) as? UIView, installed.includes(child, in: "subviews") { contentView.addSubview(subview) }
        }
        addConstraints(in: element, to: contentView)
    }

    /// The attributes every view has.
    func applyViewAttributes(_ element: IBElement, to view: UIView) {
        if let mode = element["contentMode"].flatMap(NibValues.contentMode) { view.contentMode = mode }
        if let semantic = element["semanticContentAttribute"].flatMap(NibValues.semanticContent) { view.semanticContentAttribute = semantic }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let translates = element.bool("translatesAutoresizingMaskIntoConstraints") {
            // A view Interface Builder keeps at a fixed frame (no constraints of its own) is
            // placed by its autoresizing mask at run time, whatever the attribute says.
            view.translatesAutoresizingMaskIntoConstraints = translates || element.bool("fixedFrame") == true
        }
        if let priority = element.number("horizontalHuggingPriority") {
            view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .horizontal)
        }
        if let priority = element.number("verticalHuggingPriority") {
            view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .vertical)
        }
        if let priority = element.number("horizontalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(priority)), for: .horizontal)
        }
        if let priority = element.number("verticalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(priority)), for: .vertical)
        }
        if let insets = element.bool("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        if let preserves = element.bool("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
        if let margins = element.child(key: "layoutMargins") { view.layoutMargins = NibValues.insets(margins) }
        if let margins = element.child(key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = NibValues.directionalInsets(margins)
        }
        if let tint = element.child(key: "tintColor", named: "color").flatMap(color) { view.tintColor = tint }
        if let accessibility = element.child(key: "accessibilityConfiguration") { applyAccessibility(accessibility, to: view) }
    }

    private func applyAccessibility(_ element: IBElement, to view: UIView) {
        if let identifier = element["identifier"] { view.accessibilityIdentifier = identifier }
        if let label = element["label"] { view.accessibilityLabel = label }
        if let hint = element["hint"] { view.accessibilityHint = hint }
        if let value = element["value"] { view.accessibilityValue = value }
        if let isElement = element.child(key: "isElement", named: "bool")?.bool("value") { view.isAccessibilityElement = isElement }
        if let traits = element.child(key: "traits") {
            var set: UIAccessibilityTraits = []
            let names: [(String, UIAccessibilityTraits)] = [
                ("button", .button), ("link", .link), ("image", .image), ("staticText", .staticText), ("header", .header),
                ("selected", .selected), ("notEnabled", .notEnabled), ("adjustable", .adjustable), ("searchField", .searchField),
                ("summaryElement", .summaryElement), ("updatesFrequently", .updatesFrequently), ("playsSound", .playsSound),
                ("keyboardKey", .keyboardKey), ("startsMediaSession", .startsMediaSession),
                ("causesPageTurn", .causesPageTurn), ("allowsDirectInteraction", .allowsDirectInteraction),
            ]
            for (name, trait) in names where traits.bool(name) == true { set.insert(trait) }
            view.accessibilityTraits = set
        }
    }

    /// Registers the guides the document refers to by id: the safe area, the layout margins,
    /// the keyboard, a scroll view's content and frame guides, and the view's own guides.
    private func registerLayoutGuides(of view: UIView, element: IBElement) {
        for guide in element.children(named: "viewLayoutGuide") {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea": provide(view.safeAreaLayoutGuide, id: id)
            case "keyboard": provide(view.keyboardLayoutGuide, id: id)
            case "contentLayoutGuide":
                if let scroll = view as? UIScrollView { provide(scroll.contentLayoutGuide, id: id) }
            case "frameLayoutGuide":
                if let scroll = view as? UIScrollView { provide(scroll.frameLayoutGuide, id: id) }
            default:
                report("the layout guide \"\(guide.key ?? "")\" (line \(guide.line)) is not supported; constraints to it are left out.")
            }
        }
        for guide in element.child(named: "layoutGuides")?.children(named: "layoutGuide") ?? [] {
            let layoutGuide = UILayoutGuide()
            layoutGuide.identifier = guide["identifier"] ?? ""
            view.addLayoutGuide(layoutGuide)
            if let id = guide.id { provide(layoutGuide, id: id) }
        }
    }
}
