import Catalog
import ViewKit

extension BodyLabel {
    /// Body text in the catalog: paragraphs that wrap, with kinsoku around Japanese
    /// punctuation and word wrapping in English.
    public static var catalogEntry: CatalogEntry {
        .component(BodyLabel.self, group: "Labels", variants: [
            .component(BodyLabel.self, "short-ja") {
                $0.text = "甘酒横丁と人形焼の町。"
                $0.typesettingLanguage = .japanese
                $0.preferredMaxLayoutWidth = 0
            },
            .component(BodyLabel.self, "paragraph-ja", sizing: .width(300)) {
                $0.text = "甘酒横丁と人形焼の町。江戸の面影を残す路地に、老舗の暖簾が並ぶ。「明治座」の幟（のぼり）がはためき、ちょっと一休みしたくなる。"
                $0.typesettingLanguage = .japanese
            },
            .component(BodyLabel.self, "paragraph-en", sizing: .width(300)) {
                $0.text = "Ningyocho keeps the lanes of old Edo: sweet sake on Amazake Alley, doll-shaped cakes, and noren curtains over shops that have stood for a century."
            },
            .component(BodyLabel.self, "mixed", sizing: .width(300)) {
                $0.attributedText = CatalogSamples.mixed(
                    "人形町駅から", "Suitengu-mae Station", "までは歩いて五分。途中の", "Amazake Yokocho", "で一休み。"
                )
            },
        ])
    }
}
