extension UIColor {
    /// The color `name` from the app's asset catalogs, following light and dark appearance
    /// (and high contrast) as it is resolved.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color `name` from `bundle`'s asset catalogs (the main bundle's and the registered
    /// ones when nil); with `traitCollection`, the variant for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalogs.color(named: name, in: bundle) else { return nil }
        if let traitCollection {
            let fixed = set.color(for: traitCollection)
            self.init(dynamicProvider: { _ in fixed })
        } else {
            self.init(dynamicProvider: { set.color(for: $0) })
        }
    }
}
