/// A row of mutually exclusive segments, UIKit's `UISegmentedControl`, in the look iOS 13
/// introduced and iOS 17 keeps: a rounded translucent gray track, the selected segment a
/// raised white (dark: gray) rounded rectangle with a soft shadow, thin separators between
/// unselected segments, 13-point titles (semibold when selected). Selecting a segment in
/// code sends no action, as on iOS.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    // Metrics (see docs/UIKIT-CONTROLS.md).
    private static let height: CGFloat = 32
    private static let trackRadius: CGFloat = 8.91
    private static let selectionInset: CGFloat = 2
    private static let selectionRadius: CGFloat = 6.93
    private static let separatorWidth: CGFloat = 1
    private static let separatorInset: CGFloat = 8
    private static let segmentPadding: CGFloat = 12
    private static let fontSize: CGFloat = 13

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        coder.decodeNibAttributes(of: self, level: UISegmentedControl.self)
    }

    /// A control with a segment per item: strings become titles, images become images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let image as UIImage: segments.append(Segment(image: image))
            case let title as String: segments.append(Segment(title: title))
            case let title as NSString: segments.append(Segment(title: title as String))
            default:
                RenderIssues.report("UISegmentedControl(items:) takes strings and images; an item of type \(type(of: item)) was left out.")
            }
        }
        frame.size = sizeThatFits(.zero)
        segmentsDidChange()
    }

    /// A control with a segment per action, titled with the action's title (or showing its
    /// image); selecting a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.image == nil ? $0.title : nil, image: $0.image, action: $0) }
        segmentsDidChange()
    }

    private func setUp() {
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, `noSegment` (-1) for none. Setting it sends no action.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : Self.noSegment
            guard index != storedSelectedIndex else { return }
            storedSelectedIndex = index
            setNeedsDisplay()
        }
    }
    @exclusivity(unchecked) private var storedSelectedIndex = UISegmentedControl.noSegment

    /// Whether segments spring back after a tap instead of staying selected.
    @exclusivity(unchecked) open var isMomentary = false

    /// Whether segments are as wide as their content (true) or share the width equally.
    @exclusivity(unchecked) open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange() }
    }

    /// The selected segment's fill (white in light, gray in dark when nil).
    @exclusivity(unchecked) open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action), at: segment)
    }

    private func insert(_ newSegment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(newSegment, at: position)
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment { storedSelectedIndex = Self.noSegment } else if storedSelectedIndex > segment { storedSelectedIndex -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Sets the title of a segment (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// The image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action of a segment (and its title or image from it).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(title: action.image == nil ? action.title : nil, image: action.image, action: action,
                                    width: segments[segment].width, contentOffset: segments[segment].contentOffset,
                                    isEnabled: segments[segment].isEnabled)
        segmentsDidChange()
    }

    /// The action of a segment.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, else `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Fixes a segment's width (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsDidChange()
    }

    /// A segment's fixed width (0 when automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves a segment's title or image by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsDisplay()
    }

    /// A segment's content offset.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables one segment (a disabled segment's title is dimmed).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the title attributes for `state` (`.selected` falls back to `.normal`'s).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    package override func traitsDidChange(from previous: UITraitCollection?) {
        super.traitsDidChange(from: previous)
        setNeedsDisplay()
    }

    // MARK: Measuring

    /// The font and color a segment's title is set in for `selected`.
    private func titleStyle(selected: Bool, enabled: Bool) -> (font: UIFont, color: UIColor, attributes: [NSAttributedString.Key: Any]) {
        var attributes = titleAttributes[UIControl.State.normal.rawValue] ?? [:]
        if selected, let selectedAttributes = titleAttributes[UIControl.State.selected.rawValue] {
            attributes.merge(selectedAttributes) { _, new in new }
        }
        if !enabled, let disabledAttributes = titleAttributes[UIControl.State.disabled.rawValue] {
            attributes.merge(disabledAttributes) { _, new in new }
        }
        let font = (attributes[.font] as? UIFont) ?? .systemFont(ofSize: Self.fontSize, weight: selected ? .semibold : .regular)
        var color = (attributes[.foregroundColor] as? UIColor) ?? .label
        if !enabled, titleAttributes[UIControl.State.disabled.rawValue]?[.foregroundColor] == nil { color = .tertiaryLabel }
        return (font, color, attributes)
    }

    /// The width a segment's content needs (the wider of its normal and selected titles).
    private func contentWidth(of segment: Segment) -> CGFloat {
        if let title = segment.title, !title.isEmpty {
            return [false, true].map { selected in
                let style = titleStyle(selected: selected, enabled: true)
                return ControlDrawing.size(of: NSAttributedString(string: title, attributes: style.attributes), font: style.font, in: self).width
            }.max() ?? 0
        }
        return segment.image?.size.width ?? 0
    }

    /// The width a segment asks for: its fixed width, else its content plus padding.
    private func naturalWidth(of segment: Segment) -> CGFloat {
        segment.width > 0 ? segment.width : (contentWidth(of: segment) + 2 * Self.segmentPadding).rounded(.up)
    }

    open override var intrinsicContentSize: CGSize {
        guard !segments.isEmpty else { return CGSize(width: 0, height: Self.height) }
        if apportionsSegmentWidthsByContent {
            return CGSize(width: segments.map(naturalWidth).reduce(0, +), height: Self.height)
        }
        let fixed = segments.filter { $0.width > 0 }
        let automatic = segments.filter { $0.width <= 0 }
        let widest = automatic.map(naturalWidth).max() ?? 0
        return CGSize(width: fixed.map(\.width).reduce(0, +) + widest * CGFloat(automatic.count), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's rectangle in `bounds`, in index order (right to left when the layout
    /// direction is).
    private func segmentRects() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let total = bounds.width
        var widths = [CGFloat](repeating: 0, count: segments.count)
        let fixedTotal = segments.map(\.width).reduce(0, +)
        let automaticIndexes = segments.indices.filter { segments[$0].width <= 0 }
        for index in segments.indices where segments[index].width > 0 { widths[index] = segments[index].width }
        let remaining = max(0, total - fixedTotal)
        if apportionsSegmentWidthsByContent, !automaticIndexes.isEmpty {
            let natural = automaticIndexes.map { naturalWidth(of: segments[$0]) }
            let naturalTotal = natural.reduce(0, +)
            for (position, index) in automaticIndexes.enumerated() {
                widths[index] = naturalTotal > 0 ? remaining * natural[position] / naturalTotal : remaining / CGFloat(automaticIndexes.count)
            }
        } else if !automaticIndexes.isEmpty {
            for index in automaticIndexes { widths[index] = remaining / CGFloat(automaticIndexes.count) }
        }
        var rects: [CGRect] = []
        var x = bounds.minX
        let order = effectiveUserInterfaceLayoutDirection == .rightToLeft ? Array(segments.indices.reversed()) : Array(segments.indices)
        var placed = [CGRect](repeating: .zero, count: segments.count)
        for index in order {
            placed[index] = CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
            x += widths[index]
        }
        rects = placed
        return rects
    }

    // MARK: Drawing

    /// The track's fill: iOS's tertiary system fill.
    private static var trackColor: UIColor { .tertiarySystemFill }

    /// The selected segment's default fill: white in light, a lifted gray in dark.
    private static var selectedColor: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = bounds
        let track = UIBezierPath(roundedRect: area, cornerRadius: min(Self.trackRadius, area.height / 2))
        context.setFillColor(ControlDrawing.cgColor(Self.trackColor, for: self))
        context.addPath(track.cgPath)
        context.fillPath()
        let rects = segmentRects()
        let selected = storedSelectedIndex

        // Separators between neighbours that are both unselected.
        context.setFillColor(ControlDrawing.cgColor(.separator, for: self))
        let ordered = rects.indices.sorted { rects[$0].minX < rects[$1].minX }
        for (left, right) in zip(ordered, ordered.dropFirst()) where left != selected && right != selected {
            let x = rects[right].minX - Self.separatorWidth / 2
            context.fill(CGRect(x: x, y: area.minY + Self.separatorInset, width: Self.separatorWidth, height: area.height - 2 * Self.separatorInset))
        }

        if rects.indices.contains(selected) {
            let frame = rects[selected].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
            let path = UIBezierPath(roundedRect: frame, cornerRadius: min(Self.selectionRadius, frame.height / 2)).cgPath
            let fill = ControlDrawing.cgColor(selectedSegmentTintColor ?? Self.selectedColor, for: self)
            // A faint crisp edge below, then the fill with one soft shadow.
            context.saveGState()
            context.setFillColor(CGColor(gray: 0, alpha: 0.04))
            context.addPath(UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: Self.selectionRadius).cgPath)
            context.fillPath()
            context.restoreGState()
            ControlDrawing.fill(path, color: fill, shadows: [(3, 8, 0.12)], in: context)
            context.saveGState()
            context.setStrokeColor(CGColor(gray: 0, alpha: 0.04))
            context.setLineWidth(0.5)
            context.addPath(UIBezierPath(roundedRect: frame.insetBy(dx: 0.25, dy: 0.25), cornerRadius: Self.selectionRadius - 0.25).cgPath)
            context.strokePath()
            context.restoreGState()
        }

        for (index, segment) in segments.enumerated() {
            let enabled = isEnabled && segment.isEnabled
            let cell = rects[index].offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            if let title = segment.title, !title.isEmpty {
                let style = titleStyle(selected: index == selected, enabled: enabled)
                let available = cell.insetBy(dx: Self.selectionInset + 4, dy: 0)
                ControlDrawing.drawLine(NSAttributedString(string: title, attributes: style.attributes), font: style.font, color: style.color,
                                        alignment: .center, in: available, context: context, view: self)
            } else if let image = segment.image {
                let size = image.size
                let imageRect = CGRect(x: (cell.midX - size.width / 2).rounded(), y: (cell.midY - size.height / 2).rounded(),
                                       width: size.width, height: size.height)
                let color = titleStyle(selected: index == selected, enabled: enabled).color
                let tint = image.renderingMode == .alwaysOriginal ? nil : ControlDrawing.cgColor(color, for: self)
                ImageDrawing.draw(image, in: imageRect, context: context, tint: tint)
            }
        }
    }

    // MARK: Events

    open override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.valueChanged), segments.indices.contains(storedSelectedIndex),
           let action = segments[storedSelectedIndex].action {
            sendAction(action)
        }
        super.sendActions(for: controlEvents)
    }

    package override var descriptionDetails: [String] {
        ["selectedSegmentIndex = \(selectedSegmentIndex)", "segments = \(segments.map { $0.title ?? "<image>" })"]
    }
}
