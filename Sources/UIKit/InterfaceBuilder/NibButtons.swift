import Foundation
import InterfaceBuilder

/// A button's attributes in a document: its per-state titles, images and colors
/// (`<state key="normal" title=... image=...>`), its title font, and its configuration
/// (`<buttonConfiguration key="configuration" style="filled" title=...>`), which Xcode 13
/// and later writes for new buttons and which then decides how the button looks.
@MainActor
enum NibButtons {
    /// The button type an element names (`buttonType="system"`); custom when absent.
    static func buttonType(_ element: IBElement) -> UIButton.ButtonType {
        switch element["buttonType"] {
        case "system", "roundedRect": return .system
        case "detailDisclosure": return .detailDisclosure
        case "infoLight": return .infoLight
        case "infoDark": return .infoDark
        case "contactAdd": return .contactAdd
        case "close": return .close
        default: return .custom
        }
    }

    static func apply(_ element: IBElement, to button: UIButton, loading: NibLoading) {
        // A configured button shows its configuration's title: Xcode leaves the legacy
        // `<state key="normal" title="Button"/>` beside it (and in the string tables, as
        // `normalTitle`), which a nib does not set over the configuration's.
        let configured = element.child(key: "configuration", named: "buttonConfiguration") != nil
        for state in element.children(named: "state") {
            guard let controlState = controlState(state.key) else { continue }
            if let title = state["title"], !configured { button.setTitle(title, for: controlState) }
            if !configured, let attributed = state.child(key: "attributedTitle", named: "attributedString") {
                button.setAttributedTitle(NibAttributedText.string(attributed, loading: loading), for: controlState)
            }
            if let name = state["image"] { button.setImage(loading.image(named: name, catalog: state["catalog"]), for: controlState) }
            if let name = state["backgroundImage"] {
                button.setBackgroundImage(loading.image(named: name, catalog: state["catalog"]), for: controlState)
            }
            if let color = state.child(key: "titleColor", named: "color").flatMap(loading.color) {
                button.setTitleColor(color, for: controlState)
            }
            if let color = state.child(key: "titleShadowColor", named: "color").flatMap(loading.color) {
                button.setTitleShadowColor(color, for: controlState)
            }
        }
        if let font = element.child(key: "fontDescription").flatMap(loading.font) { button.titleLabel?.font = font }
        if let mode = element["lineBreakMode"].flatMap(NibValues.lineBreakMode) { button.titleLabel?.lineBreakMode = mode }
        if let insets = element.child(key: "contentEdgeInsets") { button.contentEdgeInsets = NibValues.insets(insets) }
        if let insets = element.child(key: "titleEdgeInsets") { button.titleEdgeInsets = NibValues.insets(insets) }
        if let insets = element.child(key: "imageEdgeInsets") { button.imageEdgeInsets = NibValues.insets(insets) }
        if let configuration = element.child(key: "configuration", named: "buttonConfiguration") {
            button.configuration = self.configuration(configuration, loading: loading)
        }
    }

    private static func controlState(_ key: String?) -> UIControl.State? {
        switch key {
        case "normal": return .normal
        case "highlighted": return .highlighted
        case "selected": return .selected
        case "disabled": return .disabled
        default: return nil
        }
    }

    /// The configuration an element describes: its style, then its title, image and colors.
    static func configuration(_ element: IBElement, loading: NibLoading) -> UIButton.Configuration {
        var configuration: UIButton.Configuration
        switch element["style"] {
        case "filled": configuration = .filled()
        case "tinted": configuration = .tinted()
        case "gray": configuration = .gray()
        case "borderless": configuration = .borderless()
        case "borderedProminent": configuration = .borderedProminent()
        case "bordered": configuration = .bordered()
        case "borderedTinted": configuration = .borderedTinted()
        default: configuration = .plain()
        }
        if let title = element["title"] { configuration.title = title }
        if let subtitle = element["subtitle"] { configuration.subtitle = subtitle }
        if let name = element["image"] { configuration.image = loading.image(named: name, catalog: element["catalog"]) }
        if let padding = element.number("imagePadding") { configuration.imagePadding = padding }
        switch element["imagePlacement"] {
        case "trailing": configuration.imagePlacement = .trailing
        case "top": configuration.imagePlacement = .top
        case "bottom": configuration.imagePlacement = .bottom
        case "leading": configuration.imagePlacement = .leading
        default: break
        }
        switch element["cornerStyle"] {
        case "small": configuration.cornerStyle = .small
        case "medium": configuration.cornerStyle = .medium
        case "large": configuration.cornerStyle = .large
        case "capsule": configuration.cornerStyle = .capsule
        case "fixed": configuration.cornerStyle = .fixed
        default: break
        }
        switch element["buttonSize"] {
        case "mini": configuration.buttonSize = .mini
        case "small": configuration.buttonSize = .small
        case "large": configuration.buttonSize = .large
        default: break
        }
        if let color = element.child(key: "baseForegroundColor", named: "color").flatMap(loading.color) {
            configuration.baseForegroundColor = color
        }
        if let color = element.child(key: "baseBackgroundColor", named: "color").flatMap(loading.color) {
            configuration.baseBackgroundColor = color
        }
        if let insets = element.child(key: "contentInsets") { configuration.contentInsets = NibValues.directionalInsets(insets) }
        if let attributed = element.child(key: "attributedTitle", named: "attributedString") {
            configuration.attributedTitle = AttributedString(NibAttributedText.string(attributed, loading: loading))
        }
        return configuration
    }
}
