import Catalog
import ViewKit

extension PlaceScreen {
    /// The place screen with its info line, and without it (the gap closes).
    public static var catalogEntry: CatalogEntry {
        .screen(PlaceScreen.self, variants: [
            .view("info-shown") { PlaceScreen() },
            .view("info-hidden") {
                let screen = PlaceScreen()
                screen.showsInfo = false
                return screen
            },
        ])
    }
}
