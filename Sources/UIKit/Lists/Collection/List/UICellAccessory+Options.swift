import Foundation

extension UICellAccessory {
    /// When an accessory shows, UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The width an accessory takes, UIKit's `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's standard width (here: the accessory's own).
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points (at least the accessory's own here).
        case custom(CGFloat)
    }

    /// The look of an outline disclosure, UIKit's `UICellAccessory.OutlineDisclosureStyle`.
    public enum OutlineDisclosureStyle: Hashable, Sendable {
        case automatic, header, cell
    }

    /// Options of the disclosure chevron.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of the outline disclosure.
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of the checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of the detail button.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of the delete, insert and multiselect controls.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of the multiselect circle.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of the reorder grip.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of the label accessory.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a custom view accessory goes, UIKit's `UICellAccessory.Placement`.
    public enum Placement {
        /// The index among the other accessories on the same side where the view goes.
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        var displayedState: DisplayedState {
            switch self {
            case let .leading(displayed, _), let .trailing(displayed, _): return displayed
            }
        }
    }

    /// A custom view accessory, UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
