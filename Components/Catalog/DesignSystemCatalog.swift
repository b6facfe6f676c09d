import Catalog
import ViewKit

/// Everything the design system shows in its catalog, in gallery order. Each entry is
/// declared next to its class; adding a variant there adds it to the gallery and to the
/// snapshot test that walks this catalog.
public enum DesignSystemCatalog {
    /// The design system's catalog.
    public static var catalog: Catalog {
        Catalog(name: "DesignSystem", entries: [
            TitleLabel.catalogEntry,
            InfoLabel.catalogEntry,
            BodyLabel.catalogEntry,
            PrimaryActionButton.catalogEntry,
            TabBarButton.catalogEntry,
            PlaceScreen.catalogEntry,
            MapScreen.catalogEntry,
            VideoScreen.catalogEntry,
            ContainerScreen.catalogEntry,
        ], background: ColorTokens.background)
    }
}
