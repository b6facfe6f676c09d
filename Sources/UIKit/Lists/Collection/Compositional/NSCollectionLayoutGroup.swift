import Foundation

/// Items laid out along a line or in a custom arrangement, UIKit's
/// `NSCollectionLayoutGroup`. A section repeats its group until its items run out. A
/// horizontal or vertical group made with `subitems:` places the subitems in order and
/// repeats them while another fits; `repeatingSubitem:count:` places the subitem exactly
/// `count` times at its own size; a custom group places one item per frame its provider
/// returns.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group arranges its subitems.
    package enum Arrangement {
        case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    package let arrangement: Arrangement
    /// The subitems, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// How many times a single subitem repeats (nil: repeat the subitems while they fit).
    package let repeatCount: Int?
    /// Whether the repeated subitem is resized to fill the group (the iOS 13 `subitem:count:`).
    package let resizesToFit: Bool
    /// The space between subitems (nil: none).
    @exclusivity(unchecked) public var interItemSpacing: NSCollectionLayoutSpacing?

    private init(size: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?, resizes: Bool) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        resizesToFit = resizes
        super.init(size: size, supplementaryItems: [])
    }

    /// A group laying `subitems` out left to right (leading to trailing), repeated while
    /// another fits.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil, resizes: false)
    }

    /// A group laying `subitem` out `count` times along the horizontal axis at its own size
    /// (the group must have room for them).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(0, count), resizes: false)
    }

    /// A group of `count` equally wide copies of `subitem` filling its width.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(0, count), resizes: true)
    }

    /// A group laying `subitems` out top to bottom, repeated while another fits.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .vertical, subitems: subitems, count: nil, resizes: false)
    }

    /// A group laying `subitem` out `count` times along the vertical axis at its own size.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(0, count), resizes: false)
    }

    /// A group of `count` equally tall copies of `subitem` filling its height.
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(0, count), resizes: true)
    }

    /// A group whose items are where `itemProvider` says, one item per frame.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil, resizes: false)
    }

    /// A text drawing of the group's arrangement.
    public func visualDescription() -> String {
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        let children = subitems.map { "  " + $0.description }.joined(separator: "\n")
        return "\(kind) group \(layoutSize)" + (children.isEmpty ? "" : "\n" + children)
    }
}
