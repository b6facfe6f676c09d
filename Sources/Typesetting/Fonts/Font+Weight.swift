extension Font {
    /// A font weight with UIKit's names, ordered by the CSS/OpenType weight value (100-900).
    public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The OpenType `usWeightClass` value: 400 regular, 700 bold.
        public let value: Int

        /// Creates a weight from its OpenType value (1-1000).
        public init(value: Int) {
            self.value = min(max(value, 1), 1000)
        }

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        /// The weights by name, for command lines and declarations.
        public static let named: [(name: String, weight: Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
            ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]

        /// Looks a weight up by its name (`regular`, `semibold`, ...), ignoring case.
        public init?(name: String) {
            guard let match = Self.named.first(where: { $0.name == name.lowercased() }) else { return nil }
            self = match.weight
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }

        public var description: String {
            Self.named.first { $0.weight == self }?.name ?? "weight \(value)"
        }

        /// The OpenType value for a fontconfig weight (fontconfig uses its own scale).
        static func openTypeValue(fontconfigWeight: Double) -> Int {
            // fontconfig's FC_WEIGHT_* constants against the OpenType classes they stand for.
            let table: [(fc: Double, ot: Double)] = [
                (0, 100), (40, 200), (50, 300), (55, 350), (75, 380), (80, 400),
                (100, 500), (180, 600), (200, 700), (205, 800), (210, 900), (215, 1000),
            ]
            if fontconfigWeight <= 0 { return 100 }
            for (lower, upper) in zip(table, table.dropFirst()) where fontconfigWeight <= upper.fc {
                let t = (fontconfigWeight - lower.fc) / (upper.fc - lower.fc)
                return Int((lower.ot + t * (upper.ot - lower.ot)).rounded())
            }
            return 1000
        }
    }
}
