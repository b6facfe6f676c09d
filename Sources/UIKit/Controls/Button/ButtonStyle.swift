/// The look of a configuration style in each state: UIKit 17's rules (see
/// docs/UIKIT-BUTTON.md for where each comes from). Foreground and background start from
/// the configuration's base colors (the tint, or the style's own, when nil) and change with
/// the state: disabled, highlighted, held (showing a menu) and, for styles that follow
/// selection, selected.
enum ButtonStyle: Hashable, Sendable {
    case plain
    case borderless
    case gray
    case tinted
    case filled

    /// The style a selected button takes when the configuration follows selection.
    var selectionStyle: ButtonStyle? {
        switch self {
        case .plain, .borderless: return .tinted
        case .tinted: return .filled
        case .gray: return .tinted
        case .filled: return nil
        }
    }

    /// The state bits the colors depend on.
    struct State: Hashable {
        var isHighlighted = false
        var isDisabled = false
        var isSelected = false
        var isHeld = false
    }

    /// The color of the title, subtitle and template image.
    func foregroundColor(base: UIColor?, baseBackground: UIColor?, state: State, tint: UIColor) -> UIColor {
        let resolvedBase = base.map { ButtonColors.resolvingTint($0, tint: tint) }
        switch self {
        case .plain, .borderless, .gray, .tinted:
            let color = resolvedBase ?? tint
            if state.isDisabled { return .tertiaryLabel }
            if state.isHeld { return ButtonColors.faded(color, lightAlpha: 0.5, darkWhite: self == .plain || self == .borderless ? 0.4 : 0.2) }
            if state.isHighlighted { return ButtonColors.faded(color, lightAlpha: 0.75, darkWhite: self == .plain || self == .borderless ? 0.2 : 0.1) }
            return color
        case .filled:
            let color = resolvedBase ?? ButtonColors.filledForeground(baseBackground: baseBackground, tint: tint)
            if state.isDisabled { return .tertiaryLabel }
            if state.isHeld { return ButtonColors.scalingAlpha(color, by: 0.5) }
            if state.isHighlighted { return ButtonColors.scalingAlpha(color, by: 0.75) }
            return color
        }
    }

    /// The fill behind the content.
    func backgroundColor(base: UIColor?, state: State, tint: UIColor) -> UIColor {
        let resolvedBase = base.map { ButtonColors.resolvingTint($0, tint: tint) }
        switch self {
        case .plain, .borderless:
            return .clear
        case .gray:
            let color = resolvedBase ?? .secondarySystemFill
            if state.isDisabled { return ButtonColors.scalingAlpha(color, by: 0.75) }
            if state.isHeld { return ButtonColors.faded(color, lightAlpha: 0.5, darkWhite: 0.1) }
            if state.isHighlighted { return ButtonColors.faded(color, lightAlpha: 0.75, darkWhite: 0.05) }
            return color
        case .tinted:
            let color = resolvedBase ?? tint
            if state.isDisabled { return ButtonColors.scalingAlpha(.secondarySystemFill, by: 0.75) }
            if state.isHeld { return ButtonColors.tintedWash(color, light: 0.5, dark: 0.55) }
            if state.isHighlighted { return ButtonColors.tintedWash(color, light: 0.65, dark: 0.7) }
            return ButtonColors.tintedWash(color, light: 1, dark: 1)
        case .filled:
            let color = resolvedBase ?? tint
            if state.isDisabled { return ButtonColors.scalingAlpha(.secondarySystemFill, by: 0.75) }
            if state.isHeld { return ButtonColors.faded(color, lightAlpha: 0.5, darkWhite: 0.2) }
            if state.isHighlighted { return ButtonColors.faded(color, lightAlpha: 0.75, darkWhite: 0.2) }
            return color
        }
    }

    /// The color of the activity indicator: the foreground, secondary label when disabled.
    func activityIndicatorColor(foreground: UIColor, state: State) -> UIColor {
        state.isDisabled ? .secondaryLabel : foreground
    }
}
