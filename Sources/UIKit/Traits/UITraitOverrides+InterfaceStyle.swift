extension UITraitOverrides {
    /// The interface style these overrides force, `.unspecified` when they force none; set
    /// to `.unspecified`, the override is removed (what `overrideUserInterfaceStyle` means
    /// since iOS 17, for views and view controllers alike).
    var overriddenUserInterfaceStyle: UIUserInterfaceStyle {
        get { storage.value(UITraitUserInterfaceStyle.self) ?? .unspecified }
        set {
            if newValue == .unspecified {
                remove(UITraitUserInterfaceStyle.self)
            } else {
                userInterfaceStyle = newValue
            }
        }
    }
}
