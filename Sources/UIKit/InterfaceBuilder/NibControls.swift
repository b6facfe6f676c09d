import Foundation
import InterfaceBuilder

/// The attributes of UIKit's view classes in a document, each applied at the end of that
/// class's `init?(coder:)` (as each class decodes its own keys after its superclass's on
/// iOS), so what the class sets up itself does not overwrite what the document says.
@MainActor
enum NibControls {
    /// Applies what `element` says of `view` at the level of `level` (a UIKit class).
    static func apply(_ element: IBElement, to view: UIView, level: UIView.Type, loading: NibLoading) {
        // A class's own setup may have set these again; the document's values win.
        reapplyBasics(element, to: view, loading: loading)
        switch view {
        case let label as UILabel where level == UILabel.self: applyLabel(element, to: label, loading: loading)
        case let button as UIButton where level == UIButton.self: NibButtons.apply(element, to: button, loading: loading)
        case let imageView as UIImageView where level == UIImageView.self: applyImageView(element, to: imageView, loading: loading)
        case let stack as UIStackView where level == UIStackView.self: applyStack(element, to: stack)
        case let table as UITableView where level == UITableView.self: applyTable(element, to: table, loading: loading)
        case let scroll as UIScrollView where level == UIScrollView.self: applyScroll(element, to: scroll)
        case let field as UITextField where level == UITextField.self: applyTextField(element, to: field, loading: loading)
        case let textView as UITextView where level == UITextView.self: applyTextView(element, to: textView, loading: loading)
        case let control as UISwitch where level == UISwitch.self: applySwitch(element, to: control, loading: loading)
        case let slider as UISlider where level == UISlider.self: applySlider(element, to: slider, loading: loading)
        case let stepper as UIStepper where level == UIStepper.self: applyStepper(element, to: stepper)
        case let segmented as UISegmentedControl where level == UISegmentedControl.self: applySegments(element, to: segmented)
        case let indicator as UIActivityIndicatorView where level == UIActivityIndicatorView.self:
            applyActivityIndicator(element, to: indicator, loading: loading)
        case let progress as UIProgressView where level == UIProgressView.self: applyProgress(element, to: progress, loading: loading)
        case let pages as UIPageControl where level == UIPageControl.self: applyPageControl(element, to: pages, loading: loading)
        case let control as UIControl where level == UIControl.self: applyControl(element, to: control)
        default: break
        }
    }

    private static func reapplyBasics(_ element: IBElement, to view: UIView, loading: NibLoading) {
        if let mode = element["contentMode"].flatMap(NibValues.contentMode) { view.contentMode = mode }
        if let enabled = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let color = element.child(key: "backgroundColor", named: "color") {
            view.backgroundColor = loading.color(color)
        } else if element.child(key: "backgroundColor", named: "nil") != nil {
            view.backgroundColor = nil
        }
    }

    private static func applyControl(_ element: IBElement, to control: UIControl) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
        if let alignment = element["contentHorizontalAlignment"].flatMap(NibValues.contentHorizontalAlignment) {
            control.contentHorizontalAlignment = alignment
        }
        if let alignment = element["contentVerticalAlignment"].flatMap(NibValues.contentVerticalAlignment) {
            control.contentVerticalAlignment = alignment
        }
    }

    private static func applyLabel(_ element: IBElement, to label: UILabel, loading: NibLoading) {
        if let font = element.child(key: "fontDescription").flatMap(loading.font) { label.font = font }
        if let color = element.child(key: "textColor", named: "color").flatMap(loading.color) { label.textColor = color }
        if let color = element.child(key: "highlightedColor", named: "color").flatMap(loading.color) { label.highlightedTextColor = color }
        if let color = element.child(key: "shadowColor", named: "color").flatMap(loading.color) { label.shadowColor = color }
        if let offset = element.child(key: "shadowOffset", named: "size") {
            label.shadowOffset = NibValues.size(offset)
        }
        if let alignment = element["textAlignment"].flatMap(NibValues.textAlignment) { label.textAlignment = alignment }
        if let lines = element.number("numberOfLines") { label.numberOfLines = Int(lines) }
        if let mode = element["lineBreakMode"].flatMap(NibValues.lineBreakMode) { label.lineBreakMode = mode }
        if let adjustment = element["baselineAdjustment"].flatMap(NibValues.baselineAdjustment) { label.baselineAdjustment = adjustment }
        if let fits = element.bool("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = scale }
        if let adjusts = element.bool("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = adjusts }
        if let enabled = element.bool("enabled") { label.isEnabled = enabled }
        if let highlighted = element.bool("highlighted") { label.isHighlighted = highlighted }
        applyText(element, loading: loading, attributed: { label.attributedText = $0 }, plain: { label.text = $0 })
    }

    /// A label's or text view's text: attributed (`<attributedString key="attributedText">`),
    /// else plain (a `<string key="text">` element for text with line breaks, else the
    /// `text` attribute).
    private static func applyText(_ element: IBElement, loading: NibLoading, attributed: (NSAttributedString) -> Void,
                                  plain: (String) -> Void) {
        if let string = element.child(key: "attributedText", named: "attributedString") {
            attributed(NibAttributedText.string(string, loading: loading))
        } else if let text = element.child(key: "text", named: "string")?.text ?? element["text"] {
            plain(text)
        }
    }

    private static func applyImageView(_ element: IBElement, to imageView: UIImageView, loading: NibLoading) {
        if let name = element["image"] { imageView.image = loading.image(named: name, catalog: element["catalog"]) }
        if let name = element["highlightedImage"] { imageView.highlightedImage = loading.image(named: name, catalog: element["catalog"]) }
    }

    private static func applyStack(_ element: IBElement, to stack: UIStackView) {
        if let axis = element["axis"].flatMap(NibValues.axis) { stack.axis = axis }
        if let distribution = element["distribution"].flatMap(NibValues.stackDistribution) { stack.distribution = distribution }
        if let alignment = element["alignment"].flatMap(NibValues.stackAlignment) { stack.alignment = alignment }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let relative = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = relative }
        if let relative = element.bool("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = relative }
    }

    private static func applyScroll(_ element: IBElement, to scroll: UIScrollView) {
        if let shows = element.bool("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = element.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let enabled = element.bool("scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let paging = element.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let bounces = element.bool("bounces") { scroll.bounces = bounces }
        if let behavior = element["contentInsetAdjustmentBehavior"] {
            switch behavior {
            case "never": scroll.contentInsetAdjustmentBehavior = .never
            case "always": scroll.contentInsetAdjustmentBehavior = .always
            case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            default: scroll.contentInsetAdjustmentBehavior = .automatic
            }
        }
        if let inset = element.child(key: "contentInset") { scroll.contentInset = NibValues.insets(inset) }
    }

    private static func applyTable(_ element: IBElement, to table: UITableView, loading: NibLoading) {
        applyScroll(element, to: table)
        if let height = element.number("rowHeight") { table.rowHeight = height }
        if let height = element.number("estimatedRowHeight") { table.estimatedRowHeight = height }
        if let height = element.number("sectionHeaderHeight") { table.sectionHeaderHeight = height }
        if let height = element.number("sectionFooterHeight") { table.sectionFooterHeight = height }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        if let color = element.child(key: "separatorColor", named: "color") { table.separatorColor = loading.color(color) }
        if let inset = element.child(key: "separatorInset", named: "inset") { table.separatorInset = NibValues.insets(inset) }
        if let color = element.child(key: "sectionIndexColor", named: "color") { table.sectionIndexColor = loading.color(color) }
    }

    private static func applyTextField(_ element: IBElement, to field: UITextField, loading: NibLoading) {
        if let font = element.child(key: "fontDescription").flatMap(loading.font) { field.font = font }
        if let color = element.child(key: "textColor", named: "color").flatMap(loading.color) { field.textColor = color }
        if let alignment = element["textAlignment"].flatMap(NibValues.textAlignment) { field.textAlignment = alignment }
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        case "none": field.borderStyle = .none
        default: break
        }
        switch element["clearButtonMode"] {
        case "whileEditing": field.clearButtonMode = .whileEditing
        case "unlessEditing": field.clearButtonMode = .unlessEditing
        case "always": field.clearButtonMode = .always
        default: break
        }
        if let fits = element.bool("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = fits }
        if let size = element.number("minimumFontSize") { field.minimumFontSize = size }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let traits = element.child(key: "textInputTraits"), let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
        if let text = element["text"] { field.text = text }
        if let enabled = element.bool("enabled") { field.isEnabled = enabled }
    }

    private static func applyTextView(_ element: IBElement, to textView: UITextView, loading: NibLoading) {
        // Only secure entry of the keyboard's traits shows at rest.
        if let traits = element.child(key: "textInputTraits"), let secure = traits.bool("secureTextEntry") { textView.isSecureTextEntry = secure }
        if let font = element.child(key: "fontDescription").flatMap(loading.font) { textView.font = font }
        if let color = element.child(key: "textColor", named: "color").flatMap(loading.color) { textView.textColor = color }
        if let alignment = element["textAlignment"].flatMap(NibValues.textAlignment) { textView.textAlignment = alignment }
        if let editable = element.bool("editable") { textView.isEditable = editable }
        if let selectable = element.bool("selectable") { textView.isSelectable = selectable }
        applyText(element, loading: loading, attributed: { textView.attributedText = $0 }, plain: { textView.text = $0 })
    }

    private static func applySwitch(_ element: IBElement, to control: UISwitch, loading: NibLoading) {
        if let on = element.bool("on") { control.isOn = on }
        if let color = element.child(key: "onTintColor", named: "color").flatMap(loading.color) { control.onTintColor = color }
        if let color = element.child(key: "thumbTintColor", named: "color").flatMap(loading.color) { control.thumbTintColor = color }
    }

    private static func applySlider(_ element: IBElement, to slider: UISlider, loading: NibLoading) {
        if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.number("value") { slider.value = Float(value) }
        if let color = element.child(key: "minimumTrackTintColor", named: "color").flatMap(loading.color) { slider.minimumTrackTintColor = color }
        if let color = element.child(key: "maximumTrackTintColor", named: "color").flatMap(loading.color) { slider.maximumTrackTintColor = color }
        if let color = element.child(key: "thumbTintColor", named: "color").flatMap(loading.color) { slider.thumbTintColor = color }
    }

    private static func applyStepper(_ element: IBElement, to stepper: UIStepper) {
        if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
        if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
        if let step = element.number("stepValue") { stepper.stepValue = step }
        if let value = element.number("value") { stepper.value = value }
    }

    private static func applySegments(_ element: IBElement, to control: UISegmentedControl) {
        let segments = element.child(named: "segments")?.children(named: "segment") ?? []
        for (index, segment) in segments.enumerated() {
            control.insertSegment(withTitle: segment["title"], at: index, animated: false)
        }
        if let selected = element.number("selectedSegmentIndex") { control.selectedSegmentIndex = Int(selected) }
    }

    private static func applyActivityIndicator(_ element: IBElement, to indicator: UIActivityIndicatorView, loading: NibLoading) {
        switch element["style"] {
        case "large", "whiteLarge": indicator.style = .large
        case "medium", "white", "gray": indicator.style = .medium
        default: break
        }
        if let hides = element.bool("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
        if let color = element.child(key: "color", named: "color").flatMap(loading.color) { indicator.color = color }
        if element.bool("animating") == true { indicator.startAnimating() }
    }

    private static func applyProgress(_ element: IBElement, to progress: UIProgressView, loading: NibLoading) {
        if let value = element.number("progress") { progress.progress = Float(value) }
        if let color = element.child(key: "progressTintColor", named: "color").flatMap(loading.color) { progress.progressTintColor = color }
        if let color = element.child(key: "trackTintColor", named: "color").flatMap(loading.color) { progress.trackTintColor = color }
    }

    private static func applyPageControl(_ element: IBElement, to pages: UIPageControl, loading: NibLoading) {
        if let count = element.number("numberOfPages") { pages.numberOfPages = Int(count) }
        if let current = element.number("currentPage") { pages.currentPage = Int(current) }
        if let color = element.child(key: "pageIndicatorTintColor", named: "color").flatMap(loading.color) { pages.pageIndicatorTintColor = color }
        if let color = element.child(key: "currentPageIndicatorTintColor", named: "color").flatMap(loading.color) {
            pages.currentPageIndicatorTintColor = color
        }
    }
}
