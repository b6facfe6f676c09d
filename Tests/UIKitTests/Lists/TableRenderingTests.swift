import Testing
import UIKit

/// Pixels of rendered tables: inset grouped corners and separators, selection, the
/// grouped backgrounds.
@MainActor
@Suite("UITableView rendering")
struct TableRenderingTests {
    @Test("An inset grouped section: white card on the grouped gray, rounded 10-point corners, separators inside the card")
    func insetGroupedPixels() throws {
        let controller = SettingsController()
        let window = ListTestSupport.show(controller)
        let image = ListTestSupport.render(window, scale: 3, name: "settings")
        let table: UITableView = controller.tableView
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let top = Int((first.minY + 47) * 3)
        let gray = (242, 242, 247)
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 10, top + 10), gray), "outside the card: grouped background")
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 100, top + 10), (255, 255, 255)), "inside the card: secondary grouped background")
        // The top left corner is rounded: its corner pixel is background, 10 points in is card.
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 48, top), gray), "the corner is cut")
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 48 + 30, top + 30), (255, 255, 255)), "10 points in: the card")
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 48 + 4, top + 4), gray, tolerance: 40), "still outside the arc")
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 48 + 30, top), (255, 255, 255)), "the straight edge past the arc")
        // The separator under the first row starts at the text, 16 points into the card.
        let separatorY = Int(((second.minY + 47) * 3).rounded()) - 1
        let separator = (198, 198, 200)
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, (16 + 16) * 3 + 2, separatorY), separator, tolerance: 6))
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, (16 + 16) * 3 - 4, separatorY), (255, 255, 255)))
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 374 * 3 - 2, separatorY), separator, tolerance: 6), "to the card's edge")
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 374 * 3 + 4, separatorY), gray))
        // No separator under the section's last row.
        let last = table.rectForRow(at: IndexPath(row: 2, section: 0))
        let lastY = Int(((last.maxY + 47) * 3).rounded()) - 1
        #expect(!ListTestSupport.near(ListTestSupport.pixel(image, 100, lastY), separator, tolerance: 6))
    }

    @Test("A selected row is filled with system gray 4; UITableViewController clears it when it appears")
    func selection() throws {
        let controller = SettingsController()
        controller.clearsSelectionOnViewWillAppear = false
        let window = ListTestSupport.show(controller)
        let table: UITableView = controller.tableView
        table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        let image = ListTestSupport.render(window, scale: 2, name: "settings-selected")
        let row = table.rectForRow(at: IndexPath(row: 1, section: 1))
        #expect(ListTestSupport.near(ListTestSupport.pixel(image, 100, Int((row.midY + 47) * 2)), (209, 209, 214)))

        let clearing = SettingsController()
        clearing.loadViewIfNeeded()
        clearing.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let clearingWindow = ListTestSupport.show(clearing)
        #expect(clearing.tableView.indexPathForSelectedRow == nil)
        _ = clearingWindow
    }
}
