extension TraitCollection {
    /// The traits as a name for files and galleries: appearance, the typesetting language
    /// when there is one, the text size and the scale (`light-ja-L-2x`, `dark-AX3-3x`); then,
    /// when `includingSizeClasses` and they are not an iPhone's in portrait (compact width,
    /// regular height), the size classes as `RR`, `CC` or `RC`; and `rtl` for right-to-left.
    /// Snapshot references and catalog environments are all named by this one function.
    public func name(includingSizeClasses: Bool = true) -> String {
        var parts = [userInterfaceStyle == .dark ? "dark" : "light"]
        if let typesettingLanguage { parts.append(typesettingLanguage.identifier) }
        parts.append(preferredContentSizeCategory.shortName)
        parts.append("\(Geometry.format(displayScale))x")
        if includingSizeClasses, horizontalSizeClass != .compact || verticalSizeClass != .regular {
            parts.append("\(horizontalSizeClass == .regular ? "R" : "C")\(verticalSizeClass == .regular ? "R" : "C")")
        }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        return parts.joined(separator: "-")
    }
}
