import Foundation
import InterfaceBuilder
import Testing
import UIKit

/// A storyboard's objects of the team's classes that are neither views nor controllers
/// (Fixtures/CustomObjects.storyboard): made by the factories the UIKit mirror registers.
@MainActor
@Suite("Custom objects and custom segues")
struct CustomObjectTests {
    static func storyboard() throws -> UIStoryboard {
        FixtureObjects.registered
        return UIStoryboard(name: "CustomObjects", bundle: try NibInstantiationTests.fixtures)
    }

    @Test("A scene's custom object is made, given its runtime attributes, and connected as the table's data source")
    func dataSourceObject() throws {
        try DocumentLayout.iPhone15 {
            let controller = try Self.storyboard().instantiateViewController(withIdentifier: "List")
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            let table = try #require(controller.view.subviews.first as? UITableView)
            let source = try #require(table.dataSource as? FixtureDataSource)
            #expect(source.prefix == "Place")
            #expect(table.numberOfRows(inSection: 0) == 3)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Place 2")
        }
    }

    @Test("A segue of the team's class is made, prepared and performs its own perform()")
    func customSegue() throws {
        try DocumentLayout.iPhone15 {
            FixtureFadeSegue.performed = []
            let controller = try Self.storyboard().instantiateViewController(withIdentifier: "List")
            let window = DocumentLayout.show(controller)
            defer { window.isHidden = true }
            controller.performSegue(withIdentifier: "Fade", sender: nil)
            #expect(FixtureFadeSegue.performed == ["Fade"])
            #expect(controller.presentedViewController != nil)
        }
    }

    @Test("A custom class that cannot be made is named with what to do; the rest of the scene loads")
    func unmadeReported() throws {
        let diagnostics = RenderDiagnostics()
        try diagnostics.collect {
            let controller = try Self.storyboard().instantiateViewController(withIdentifier: "Unmade")
            controller.loadViewIfNeeded()
            let table = try #require(controller.view.subviews.first as? UITableView)
            #expect(table.dataSource == nil)
            let list = try Self.storyboard().instantiateViewController(withIdentifier: "List")
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            window.rootViewController = list
            window.makeKeyAndVisible()
            defer { window.isHidden = true }
            list.performSegue(withIdentifier: "Unregistered", sender: nil)
            // Without its class the segue shows the destination as a show segue does.
            #expect(list.presentedViewController != nil)
        }
        let issues = diagnostics.issues
        #expect(issues.contains { $0.contains("FixtureNamedSource") && $0.contains("no factory is registered") && $0.contains("init()") }, "\(issues)")
        #expect(issues.contains { $0.contains("\"MissingDelegate\"") && $0.contains("was not found") }, "\(issues)")
        #expect(issues.contains { $0.contains("FixtureUnregisteredSegue") && $0.contains("init(identifier:source:destination:)") }, "\(issues)")
    }
}
