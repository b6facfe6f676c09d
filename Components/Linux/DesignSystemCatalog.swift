// Linux only: the design system's catalog. The components themselves are the iOS sources in
// Components/DesignSystem, compiled here through the UIKit mirror (see uikit-mirror.json).
import Catalog
import UIKit

/// Everything the design system shows in its catalog, in gallery order: each
/// `@IBDesignable` component as Interface Builder would show it, then the states and sample
/// contents declared here, then the screens.
public enum DesignSystemCatalog {
    /// The design system's catalog.
    @MainActor public static var catalog: Catalog {
        Catalog(name: "DesignSystem", entries: [
            titleLabel, infoLabel, bodyLabel, primaryActionButton, tabBarButton,
            placeScreen, mapScreen, videoScreen, containerScreen, settingsScreen, feedScreen,
        ] + CatalogEntry.interfaceBuilderDocuments(ofModule: "DesignSystem"), background: ColorTokens.background)
    }

    /// The generated designable entry of `type` (made with `prepareForInterfaceBuilder()`
    /// and its `@IBInspectable` properties), with `variants` after it.
    @MainActor private static func designable<View: UIView>(_ type: View.Type, group: String, variants: [CatalogVariant]) -> CatalogEntry {
        let plain = CatalogEntry.component(type, group: group, variants: [])
        let generated = IBDesignables.entries.first { $0.name == plain.name }
        return (generated ?? plain).adding(variants, group: group)
    }

    static func mixed(_ pieces: [String]) -> NSAttributedString {
        NSAttributedString.mixedLanguages(pieces)
    }

    @MainActor static var titleLabel: CatalogEntry {
        designable(TitleLabel.self, group: "Labels", variants: [
            .view("long-ja", sizing: .width(300)) { TitleLabel(text: "日本橋人形町の甘酒横丁と人形焼の老舗", language: "ja") },
            .view("very-long-ja", sizing: .width(300)) {
                TitleLabel(text: "日本橋人形町から水天宮、浜町公園を抜けて隅田川テラスへ、江戸の町割りをたどる散歩道", language: "ja")
            },
            .view("short-en") { TitleLabel(text: "Ningyocho") },
            .view("long-en", sizing: .width(300)) { TitleLabel(text: "A walk through Nihonbashi Ningyocho and its old shops") },
            .view("mixed", sizing: .width(300)) {
                let label = TitleLabel()
                label.attributedText = mixed(["東京スカイツリー", " Tokyo Skytree ", "の夜景"])
                return label
            },
        ])
    }

    @MainActor static var infoLabel: CatalogEntry {
        designable(InfoLabel.self, group: "Labels", variants: [
            .view("long-ja", sizing: .width(240)) { InfoLabel(text: "東京都中央区日本橋人形町二丁目、水天宮前駅から徒歩三分", language: "ja") },
            .view("short-en") { InfoLabel(text: "Chuo City, Tokyo") },
            .view("mixed") {
                let label = InfoLabel()
                label.attributedText = mixed(["営業時間", " 10:00–18:00 ", "（月曜定休）"])
                return label
            },
        ])
    }

    @MainActor static var bodyLabel: CatalogEntry {
        designable(BodyLabel.self, group: "Labels", variants: [
            .view("short-ja") { BodyLabel(text: "甘酒横丁と人形焼の町。", language: "ja") },
            .view("paragraph-ja", sizing: .width(300)) {
                BodyLabel(text: "甘酒横丁と人形焼の町。江戸の面影を残す路地に、老舗の暖簾が並ぶ。「明治座」の幟（のぼり）がはためき、ちょっと一休みしたくなる。",
                          language: "ja")
            },
            .view("paragraph-en", sizing: .width(300)) {
                BodyLabel(text: "Ningyocho keeps the lanes of old Edo: sweet sake on Amazake Alley, doll-shaped cakes, and noren curtains over shops "
                    + "that have stood for a century.")
            },
            .view("mixed", sizing: .width(300)) {
                let label = BodyLabel()
                label.attributedText = mixed(["人形町駅から", "Suitengu-mae Station", "までは歩いて五分。途中の", "Amazake Yokocho", "で一休み。"])
                return label
            },
        ])
    }

    @MainActor static var primaryActionButton: CatalogEntry {
        designable(PrimaryActionButton.self, group: "Buttons", variants: [
            .view("highlighted") {
                let button = PrimaryActionButton(title: "予約する", language: "ja")
                button.isHighlighted = true
                return button
            },
            .view("disabled") {
                let button = PrimaryActionButton(title: "予約する", language: "ja")
                button.isEnabled = false
                return button
            },
            .view("long-ja") { PrimaryActionButton(title: "この内容で予約を確定する", language: "ja") },
            .view("en") { PrimaryActionButton(title: "Book now") },
            .view("mixed") {
                let button = PrimaryActionButton(frame: .zero)
                button.setAttributedTitle(mixed(["", "Wi-Fi", "に接続する"]), for: .normal)
                return button
            },
        ])
    }

    @MainActor static var tabBarButton: CatalogEntry {
        func tab(_ icon: Icon, _ title: String, badge: Int = 0, selected: Bool = false, language: String? = "ja") -> TabBarButton {
            let button = TabBarButton(icon: icon, title: title, language: language)
            button.badgeCount = badge
            button.isSelected = selected
            return button
        }
        return designable(TabBarButton.self, group: "Tabs", variants: [
            .view("selected") { tab(.map, "地図", selected: true) },
            .view("badge-0") { tab(.bookmark, "保存", badge: 0) },
            .view("badge-1") { tab(.bookmark, "保存", badge: 1) },
            .view("badge-99") { tab(.bookmark, "保存", badge: 99) },
            .view("badge-100") { tab(.bookmark, "保存", badge: 100, selected: true) },
            .view("home-ja") { tab(.home, "ホーム") },
            .view("profile-en") { tab(.person, "Profile", language: "en") },
        ])
    }

    @MainActor static var placeScreen: CatalogEntry {
        .screen(PlaceViewController.self, variants: [
            .controller("info-shown") { PlaceViewController() },
            .controller("info-hidden") {
                let screen = PlaceViewController()
                screen.showsInfo = false
                return screen
            },
            .controller("in-navigation") { PlaceViewController() }.inNavigationController(prefersLargeTitles: true),
        ])
    }

    @MainActor static var settingsScreen: CatalogEntry {
        .screen(SettingsViewController.self, variants: [
            .controller("in-navigation") { SettingsViewController() }.inNavigationController(prefersLargeTitles: true),
            .controller("ipad", sizing: .onDevice(.iPad)) { SettingsViewController() }.inNavigationController(),
        ])
    }

    @MainActor static var feedScreen: CatalogEntry {
        .screen(FeedViewController.self, variants: [
            .controller("in-navigation") { FeedViewController() }.inNavigationController(),
            .controller("whole-feed", sizing: .contentHeight) { FeedViewController() }.inNavigationController(),
            .controller("landscape", sizing: .onDevice(.iPhoneLandscape)) { FeedViewController() }.inNavigationController(),
        ])
    }

    @MainActor static var mapScreen: CatalogEntry {
        .screen(MapViewController.self, variants: [
            .controller("device") { MapViewController() },
            .controller("full-ipad", sizing: .onDevice(.iPad)) { MapViewController() },
            .controller("form-sheet", sizing: .onDevice(.iPadFormSheet)) { MapViewController() },
            // Each tap shows an alert; the user closes it before tapping again.
            .controller("tapped-3") { MapViewController() } onScreen: { screen in
                for _ in 0..<3 {
                    screen.okinawaButton.sendActions(for: .touchUpInside)
                    screen.dismiss(animated: false)
                }
            },
            .controller("after-tapping-okinawa") { MapViewController() } onScreen: { screen in
                screen.okinawaButton.sendActions(for: .touchUpInside)
            },
        ])
    }

    @MainActor static var videoScreen: CatalogEntry {
        .screen(VideoViewController.self, variants: [
            .controller("portrait") { VideoViewController() },
            .controller("landscape", sizing: .onDevice(.iPhoneLandscape)) { VideoViewController() },
        ])
    }

    @MainActor static var containerScreen: CatalogEntry {
        .screen(ContainerViewController.self, variants: ContainerViewController.MenuState.allCases.map { state in
            .controller("menu-\(state.rawValue)") {
                let screen = ContainerViewController()
                screen.menuState = state
                return screen
            }
        })
    }
}
