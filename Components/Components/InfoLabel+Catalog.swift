import Catalog
import ViewKit

extension InfoLabel {
    /// The info line in the catalog: short and too long for its single line, in Japanese,
    /// English and both.
    public static var catalogEntry: CatalogEntry {
        .component(InfoLabel.self, group: "Labels", variants: [
            .component(InfoLabel.self, "short-ja") { $0.typesettingLanguage = .japanese },
            .component(InfoLabel.self, "long-ja", sizing: .width(240)) {
                $0.text = "東京都中央区日本橋人形町二丁目、水天宮前駅から徒歩三分"
                $0.typesettingLanguage = .japanese
            },
            .component(InfoLabel.self, "short-en") { $0.text = "Chuo City, Tokyo" },
            .component(InfoLabel.self, "mixed") {
                $0.attributedText = CatalogSamples.mixed("営業時間", " 10:00–18:00 ", "（月曜定休）")
            },
        ])
    }
}
