extension UIImage {
    /// Traits an image is looked up or drawn for, UIKit's `UIImage.Configuration`.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the configuration carries (nil: the current traits).
        @exclusivity(unchecked) open internal(set) var traitCollection: UITraitCollection?

        public required override init() {
            super.init()
        }

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            guard let copy = self.copy() as? Self else { return self }
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with `otherConfiguration`'s settings on top.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let copy = self.copy() as? Self else { return self }
            if let other = otherConfiguration {
                if let traits = other.traitCollection { copy.traitCollection = traits }
                copy.mergeSettings(from: other)
            }
            return copy
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = type(of: self).init()
            copy.traitCollection = traitCollection
            copy.mergeSettings(from: self)
            return copy
        }

        /// Takes the settings `other` sets (subclasses add their own).
        func mergeSettings(from other: Configuration) {}
    }
}
