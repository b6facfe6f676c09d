import Catalog
import ViewKit

extension MapScreen {
    /// The map screen's two layouts (Okinawa in place at full size, in an inset in a form
    /// sheet) and its count after three taps.
    public static var catalogEntry: CatalogEntry {
        .screen(MapScreen.self, variants: [
            .view("device") { MapScreen() },
            .view("full-ipad", sizing: .onDevice(.iPad)) { MapScreen() },
            .view("form-sheet", sizing: .onDevice(.iPadFormSheet)) { MapScreen() },
            .view("tapped-3") {
                let screen = MapScreen()
                for _ in 0..<3 { screen.okinawaButton.simulateTap() }
                return screen
            },
        ])
    }
}
