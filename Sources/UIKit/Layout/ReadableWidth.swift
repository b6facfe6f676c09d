/// The widest a `readableContentGuide` gets for each content size category: lines of body
/// text stay short enough to read as text grows. iPhone margins are narrower than any of
/// these, so the guide matches the margins there; on iPad in regular width it is centred.
/// The figures are the widths published from measuring iPad layouts (see docs/LAYOUT.md).
enum ReadableWidth {
    static func width(for category: UIContentSizeCategory) -> CGFloat {
        switch category {
        case .extraSmall: return 560
        case .small: return 600
        case .medium: return 632
        case .extraLarge: return 728
        case .extraExtraLarge: return 784
        case .extraExtraExtraLarge: return 836
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
             .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: return 896
        default: return 672
        }
    }
}
