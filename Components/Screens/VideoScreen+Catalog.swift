import Catalog
import ViewKit

extension VideoScreen {
    /// The video screen in portrait (video above comments and a comment field) and in
    /// landscape (full-screen video, translucent comments, a comment button).
    public static var catalogEntry: CatalogEntry {
        .screen(VideoScreen.self, variants: [
            .view("portrait") { VideoScreen() },
            .view("landscape", sizing: .onDevice(.iPhoneLandscape)) { VideoScreen() },
        ])
    }
}
