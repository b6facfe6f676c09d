import Foundation

/// UIKit's attributes for Swift's `AttributedString` and `AttributeContainer`, which
/// Foundation on Linux does not ship: `container.font = UIFont.boldSystemFont(ofSize: 20)`,
/// `string.foregroundColor = .systemRed`, `AttributeContainer().kern(2)`, and
/// `AttributedString(…, including: \.uiKit)`. Each key has the name of the
/// `NSAttributedString.Key` it stands for, so a string converts to an `NSAttributedString`
/// that labels draw (see `NSAttributedString(uiKit:)`).
extension AttributeScopes {
    /// UIKit's attribute scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit draws, with Foundation's (`link`, `languageIdentifier`, ...).
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let shadow: ShadowAttribute
        public let ligature: LigatureAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The text's `UIFont`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        /// The glyphs' color.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        /// The color behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        /// Alignment, wrapping and spacing of the paragraph.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        /// Points added after each character.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        /// Points added between characters (iOS 14's tracking).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }

        /// Points the text is raised.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }

        /// How the text is underlined.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        /// The underline's color.
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        /// How the text is struck through.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        /// The strikethrough's color.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }

        /// The outline's color.
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }

        /// The outline's width, in percent of the font size.
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }

        /// A shadow under the text.
        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }

        /// Which ligatures are used (0: none, 1: the default ones).
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }

        /// How much the glyphs lean.
        public enum ObliquenessAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }

        /// How much the glyphs are stretched horizontally (log of the factor).
        public enum ExpansionAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.expansion.rawValue
        }
    }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor`, ...: UIKit's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
