import Catalog
import ViewKit

extension TitleLabel {
    /// The title in the catalog: Japanese, English and mixed titles, from one that fits to
    /// one that the two-line limit truncates.
    public static var catalogEntry: CatalogEntry {
        .component(TitleLabel.self, group: "Labels", variants: [
            .component(TitleLabel.self, "short-ja") { $0.typesettingLanguage = .japanese },
            .component(TitleLabel.self, "long-ja", sizing: .width(300)) {
                $0.text = "日本橋人形町の甘酒横丁と人形焼の老舗"
                $0.typesettingLanguage = .japanese
            },
            .component(TitleLabel.self, "very-long-ja", sizing: .width(300)) {
                $0.text = "日本橋人形町から水天宮、浜町公園を抜けて隅田川テラスへ、江戸の町割りをたどる散歩道"
                $0.typesettingLanguage = .japanese
            },
            .component(TitleLabel.self, "short-en") { $0.text = "Ningyocho" },
            .component(TitleLabel.self, "long-en", sizing: .width(300)) {
                $0.text = "A walk through Nihonbashi Ningyocho and its old shops"
            },
            .component(TitleLabel.self, "mixed", sizing: .width(300)) {
                $0.attributedText = CatalogSamples.mixed("東京スカイツリー", " Tokyo Skytree ", "の夜景")
            },
        ])
    }
}
