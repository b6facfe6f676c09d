extension UISheetPresentationController {
    /// A height a sheet rests at, UIKit's `UISheetPresentationController.Detent`: the system's
    /// large (full height) and medium (about half, inactive in compact height) detents, or a
    /// custom one whose resolver gives a height within the sheet's safe area.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// Constants that name detents, UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String

            /// An identifier with the raw value `rawValue`.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// An identifier with the raw value `rawValue`.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system detent at full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system detent at about half the full height; inactive in compact height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                let value = context.maximumDetentValue * PresentationMetrics.mediumDetentFraction
                let scale = max(1, context.containerTraitCollection.displayScale)
                return (value * scale).rounded() / scale
            }
        }

        /// A detent whose height `resolver` gives (nil: inactive), named `identifier` (a unique
        /// one when nil).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("com.apple.UIKit.dynamic.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }

        /// Whether `object` is a detent with the same identifier.
        public override func isEqual(_ object: Any?) -> Bool {
            (object as? Detent)?.identifier == identifier
        }

        /// The identifier's hash.
        public override var hash: Int { identifier.hashValue }
    }
}
