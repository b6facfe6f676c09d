import Catalog
import ViewKit

extension TabBarButton {
    /// Tabs in the catalog: selected and not, each icon, and the badge rules (hidden at 0,
    /// the number up to 99, "99+" above).
    public static var catalogEntry: CatalogEntry {
        .component(TabBarButton.self, group: "Tabs", variants: [
            .component(TabBarButton.self, "selected") { $0.isSelected = true },
            .component(TabBarButton.self, "unselected"),
            .component(TabBarButton.self, "badge-0") {
                $0.icon = .bookmark
                $0.title = "保存"
                $0.badgeCount = 0
            },
            .component(TabBarButton.self, "badge-1") {
                $0.icon = .bookmark
                $0.title = "保存"
                $0.badgeCount = 1
            },
            .component(TabBarButton.self, "badge-99") {
                $0.icon = .bookmark
                $0.title = "保存"
                $0.badgeCount = 99
            },
            .component(TabBarButton.self, "badge-100") {
                $0.icon = .bookmark
                $0.title = "保存"
                $0.badgeCount = 100
                $0.isSelected = true
            },
            .component(TabBarButton.self, "home-ja") {
                $0.icon = .home
                $0.title = "ホーム"
            },
            .component(TabBarButton.self, "profile-en") {
                $0.icon = .person
                $0.title = "Profile"
                $0.titleLanguage = .english
            },
        ])
    }
}
