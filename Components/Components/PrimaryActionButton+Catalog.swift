import Catalog
import ViewKit

extension PrimaryActionButton {
    /// The primary action in the catalog: its three states, and titles that make it grow.
    public static var catalogEntry: CatalogEntry {
        .component(PrimaryActionButton.self, group: "Buttons", variants: [
            .component(PrimaryActionButton.self, "normal") { $0.titleLabel.typesettingLanguage = .japanese },
            .component(PrimaryActionButton.self, "highlighted") {
                $0.titleLabel.typesettingLanguage = .japanese
                $0.isHighlighted = true
            },
            .component(PrimaryActionButton.self, "disabled") {
                $0.titleLabel.typesettingLanguage = .japanese
                $0.isEnabled = false
            },
            .component(PrimaryActionButton.self, "long-ja") {
                $0.title = "この内容で予約を確定する"
                $0.titleLabel.typesettingLanguage = .japanese
            },
            .component(PrimaryActionButton.self, "en") { $0.title = "Book now" },
            .component(PrimaryActionButton.self, "mixed") {
                $0.setAttributedTitle(CatalogSamples.mixed("", "Wi-Fi", "に接続する"), for: .normal)
            },
        ])
    }
}
