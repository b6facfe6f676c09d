import CoreGraphics
import Foundation
import InterfaceBuilder
import Testing
import UIKit

/// A storyboard's static table (`dataMode="static"`): its cells are made once with the table
/// and served by its table view controller, as on iOS (Fixtures/StaticCells.storyboard).
@MainActor
@Suite("Static table cells")
struct StaticCellsTests {
    static func settings() throws -> StaticSettingsController {
        StaticSettingsController.registered
        let bundle = try NibInstantiationTests.fixtures
        let controller = UIStoryboard(name: "StaticCells", bundle: bundle).instantiateViewController(withIdentifier: "Settings")
        return try #require(controller as? StaticSettingsController)
    }

    @Test("The controller serves the storyboard's sections, cells, titles and heights")
    func served() throws {
        try DocumentLayout.iPhone15 {
            let controller = try Self.settings()
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            let table = try #require(controller.tableView)
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.numberOfRows(inSection: 1) == 1)
            #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Network")
            #expect(controller.tableView(table, titleForFooterInSection: 1) == "The version of the app installed on this device.")
            // The cell with a height of its own keeps it; the others size themselves.
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
            #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
            // The rows follow each other in the order the storyboard lists them.
            let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
            let second = table.rectForRow(at: IndexPath(row: 1, section: 0))
            #expect(second.minY == first.maxY)
            // Inset grouped: the cell is inset by the table's side margins, equally on each side.
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.frame.minX == table.layoutMargins.left && cell.frame.maxX == table.bounds.width - table.layoutMargins.right)
        }
    }

    @Test("An outlet into a static cell is set, and the cell shown is the storyboard's")
    func outletIntoCell() throws {
        try DocumentLayout.iPhone15 {
            let controller = try Self.settings()
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            let toggle = try #require(controller.airplaneSwitch)
            #expect(toggle.isOn)
            let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(toggle.isDescendant(of: cell.contentView))
            #expect(cell.selectionStyle == .none)
            // Pinned to the trailing margin and centred in the 60-point row.
            let frame = toggle.convert(toggle.bounds, to: cell)
            #expect(abs(frame.midY - 30) < 0.5)
        }
    }

    @Test("A built-in style's labels are the cell's own text labels, laid out by the cell")
    func styleLabels() throws {
        try DocumentLayout.iPhone15 {
            let controller = try Self.settings()
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            let wifi = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(wifi.textLabel?.text == "Wi-Fi")
            #expect(wifi.accessoryType == .disclosureIndicator)
            let version = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
            #expect(version.textLabel?.text == "Version")
            #expect(version.detailTextLabel?.text == "2.4.1")
            #expect(version.indentationLevel == 2)
            // Value 1: the detail sits at the trailing edge, after the title, not at its stored frame.
            let title = try #require(version.textLabel)
            let detail = try #require(version.detailTextLabel)
            #expect(detail.frame.minX > title.frame.maxX)
            #expect(abs(detail.frame.maxX - (version.contentView.bounds.width - version.contentView.layoutMargins.right)) < 0.5)
            // Two indentation steps of 10 points move the title 20 points further in than the
            // unindented Wi-Fi row's.
            let wifiTitle = try #require(wifi.textLabel)
            let indented = title.convert(title.bounds, to: version).minX - wifiTitle.convert(wifiTitle.bounds, to: wifi).minX
            #expect(abs(indented - 20) < 0.5)
        }
    }

    @Test("An override that calls super gets the storyboard's answers; hiding a row by height works")
    func overrideCallsSuper() throws {
        try DocumentLayout.iPhone15 {
            let controller = try Self.settings()
            controller.hiddenRows = [IndexPath(row: 0, section: 0)]
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            let table = try #require(controller.tableView)
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        }
    }

    @Test("Under an opaque navigation bar the table starts at the bar's bottom; a system Done item is made")
    func opaqueBar() throws {
        try DocumentLayout.iPhone15 {
            StaticSettingsController.registered
            let bundle = try NibInstantiationTests.fixtures
            let navigation = try #require(UIStoryboard(name: "StaticCells", bundle: bundle).instantiateInitialViewController() as? UINavigationController)
            let window = DocumentLayout.show(navigation)
            defer { window.isHidden = true }
            #expect(!navigation.navigationBar.isTranslucent)
            let controller = try #require(navigation.topViewController as? StaticSettingsController)
            #expect(controller.view.frame.minY == navigation.navigationBar.frame.maxY)
            #expect(controller.view.frame.maxY == 852)
            #expect(controller.view.safeAreaInsets.top == 0)
            #expect(controller.navigationItem.rightBarButtonItems?.map(\.title) == ["Done", "Help"])
            #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
            // The bar's title attributes and background, from the storyboard.
            #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == UIColor.systemBlue)
            #expect((navigation.navigationBar.titleTextAttributes?[.font] as? UIFont)?.pointSize == 18)
            #expect(navigation.navigationBar.backgroundColor == UIColor.systemGroupedBackground)
            // Asked to extend under opaque bars, the view fills the screen and the bar covers
            // the top of its safe area.
            controller.extendedLayoutIncludesOpaqueBars = true
            window.layoutIfNeeded()
            #expect(controller.view.frame.minY == 0)
            #expect(controller.view.safeAreaInsets.top == navigation.navigationBar.frame.maxY)
        }
    }

    @Test("A scene a show segue reaches shows pushed onto its navigation controller, with the stored frames")
    func pushedScene() throws {
        StaticSettingsController.registered
        let url = try #require(Bundle.module.url(forResource: "StaticCells.storyboard", withExtension: nil, subdirectory: "Fixtures"))
        let document = try InterfaceBuilderCanvas.document(at: url, module: "InterfaceBuilderTests")
        let stack = InterfaceBuilderCanvas.navigationStack(showing: "STC-vc-det", in: document.document)
        #expect(stack?.navigation == "STC-nv-ctl")
        #expect(stack?.pushed == ["STC-vc-det"])
        #expect(InterfaceBuilderCanvas.navigationStack(showing: "STC-tv-ctl", in: document.document)?.pushed == [])
        try DocumentLayout.iPhone15 {
            let diagnostics = RenderDiagnostics()
            try diagnostics.collect {
                let shown = try #require(InterfaceBuilderCanvas.makeController(document, id: "STC-vc-det") as? UINavigationController)
                let window = DocumentLayout.show(shown)
                defer { window.isHidden = true }
                #expect(shown.viewControllers.count == 2)
                #expect(shown.topViewController?.title == "Wi-Fi")
                let banner = try #require(shown.topViewController?.view.subviews.first)
                #expect(banner.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
                InterfaceBuilderCanvas.checkFrames(of: shown, document: document)
                NibUsage.reportUnapplied()
            }
            #expect(!diagnostics.issues.contains { $0.contains("misplaced") || $0.contains("not applied") }, "\(diagnostics.issues)")
        }
    }

    @Test("Everything the static table scene asks for is applied")
    func nothingUnapplied() throws {
        let url = try #require(Bundle.module.url(forResource: "StaticCells.storyboard", withExtension: nil, subdirectory: "Fixtures"))
        let document = try InterfaceBuilderCanvas.document(at: url, module: "InterfaceBuilderTests")
        StaticSettingsController.registered
        try DocumentLayout.iPhone15 {
            let diagnostics = RenderDiagnostics()
            try diagnostics.collect {
                let shown = try #require(InterfaceBuilderCanvas.makeController(document, id: "STC-tv-ctl"))
                let window = DocumentLayout.show(shown)
                defer { window.isHidden = true }
                NibUsage.reportUnapplied()
            }
            #expect(!diagnostics.issues.contains { $0.contains("not applied") || $0.contains("not supported") }, "\(diagnostics.issues)")
        }
    }
}
