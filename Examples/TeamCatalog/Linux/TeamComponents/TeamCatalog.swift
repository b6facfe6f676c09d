// Linux only: the team's catalog. The components are the iOS files in Sources/TeamComponents,
// compiled here unchanged through the UIKit mirror (uikit-mirror.json beside this file).
import Catalog
import UIKit

/// The team's catalog: every @IBDesignable component as Interface Builder shows it, then
/// the states and sample content declared here.
public enum TeamCatalog {
    @MainActor public static var catalog: Catalog {
        Catalog(name: "TeamComponents", entries: [
            entry(PriceTag.self, group: "Commerce", variants: [
                .view("large", inspectables: [InspectableProperty("amount", \PriceTag.amount)]) {
                    let tag = PriceTag(frame: .zero)
                    tag.amount = 1_234_567
                    return tag
                },
                .view("no-tax-note") {
                    let tag = PriceTag(frame: .zero)
                    tag.amount = 1200
                    tag.showsTaxNote = false
                    return tag
                },
            ]),
            entry(RatingView.self, group: "Feedback", variants: [
                .view("empty") {
                    let rating = RatingView(frame: .zero)
                    rating.rating = 0
                    return rating
                },
            ]),
            entry(ProfileCardView.self, group: "People", variants: [
                .view("following", sizing: .width(360)) {
                    let card = ProfileCardView(frame: .zero)
                    card.name = "Kenji Sato"
                    card.handle = "kenji"
                    card.isFollowing = true
                    return card
                },
            ]),
            .screen(OrderHistoryViewController.self, variants: [
                .controller("in-navigation") { OrderHistoryViewController() }.inNavigationController(prefersLargeTitles: true),
            ]),
            .screen(PhotoGridViewController.self, variants: [
                .controller("in-navigation") { PhotoGridViewController() }.inNavigationController(),
            ]),
        // Every .xib and .storyboard of the module, as Interface Builder's canvas shows them.
        ] + CatalogEntry.interfaceBuilderDocuments(ofModule: "TeamComponents"))
    }

    /// The generated entry of `type` with `variants` after its designable one.
    @MainActor private static func entry<View: UIView>(_ type: View.Type, group: String, variants: [CatalogVariant]) -> CatalogEntry {
        let name = String(describing: type)
        let generated = IBDesignables.entries.first { $0.name == name }
        return (generated ?? .component(type, group: group, variants: [])).adding(variants, group: group)
    }
}
