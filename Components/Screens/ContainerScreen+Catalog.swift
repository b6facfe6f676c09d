import Catalog
import ViewKit

extension ContainerScreen {
    /// The container with its menus closed, and with each menu slid in.
    public static var catalogEntry: CatalogEntry {
        .screen(ContainerScreen.self, variants: MenuState.allCases.map { state in
            .view("menu-\(state.rawValue)") {
                let screen = ContainerScreen()
                screen.menuState = state
                return screen
            }
        })
    }
}
