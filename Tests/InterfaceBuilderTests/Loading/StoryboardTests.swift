import Foundation
import Testing
import UIKit

/// `UIStoryboard` making controllers as iOS does: by Storyboard ID and as the initial
/// controller, in UIKit's order (`init?(coder:)`, `awakeFromNib()`, the view and its outlets
/// on first access, embed segues before `viewDidLoad()`), with segues and relationships.
@MainActor
@Suite("UIStoryboard")
struct StoryboardTests {
    static func storyboard() throws -> UIStoryboard {
        _ = RecordingController.registered
        return UIStoryboard(name: "LoaderScenes", bundle: try NibInstantiationTests.fixtures)
    }

    @Test("The initial controller is the team's class, made with init?(coder:) then awakeFromNib, its view not loaded")
    func initialController() throws {
        let controller = try #require(try Self.storyboard().instantiateInitialViewController() as? RecordingController)
        #expect(controller.count == 0)
        #expect(controller.events == ["init(coder:) title=Place", "awakeFromNib"])
        #expect(!controller.isViewLoaded)
        #expect(controller.storyboard != nil)
        // The navigation item's bar button item comes with the controller.
        #expect(controller.navigationItem.title == "Place")
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Edit")
        #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
    }

    @Test("Loading the view: outlets set, the embed segue prepared and its child added before viewDidLoad")
    func viewLoading() throws {
        let controller = try Self.storyboard().instantiateViewController(identifier: "Main") as RecordingController
        controller.loadViewIfNeeded()
        #expect(controller.events == ["init(coder:) title=Place", "awakeFromNib", "prepare embedChild", "viewDidLoad label=Ningyocho children=1"])
        #expect(controller.titleLabel?.text == "Ningyocho")
        #expect(controller.openButton?.title(for: .normal) == "Open")
        #expect(controller.openButton?.buttonType == .system)
        let child = try #require(controller.children.first)
        #expect(child.view.superview === controller.view.subviews.last)
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.prepared.first?.destination === child)
    }

    @Test("Laid out on the document's device, frames are the ones the document stores")
    func frames() throws {
        let controller = try Self.storyboard().instantiateViewController(identifier: "Main") as RecordingController
        let window = DocumentLayout.iPhone15 { DocumentLayout.show(controller) }
        defer { window.isHidden = true }
        let container = try #require(controller.view.subviews.last)
        #expect(container.frame == CGRect(x: 0, y: 618, width: 393, height: 200))
        let button = try #require(controller.openButton)
        #expect(button.frame.height == 44)
        #expect(button.frame.minX == 16 && button.frame.width == 361)
    }

    @Test("A button's action is sent to the controller, and its show segue is prepared")
    func actionsAndSegues() throws {
        let controller = try Self.storyboard().instantiateViewController(identifier: "Main") as RecordingController
        controller.loadViewIfNeeded()
        try #require(controller.openButton).sendActions(for: .touchUpInside)
        #expect(controller.events.contains("openTapped"))
        #expect(controller.events.contains("prepare showDetail"))
        #expect(controller.prepared.last?.destination.title == "Detail")
    }

    @Test("A navigation controller's root comes from its relationship segue")
    func relationship() throws {
        let navigation = try #require(try Self.storyboard().instantiateViewController(withIdentifier: "Navigation") as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.viewControllers.first is RecordingController)
    }

    @Test("performSegue(withIdentifier:) finds the segue and prepares it")
    func performSegue() throws {
        let controller = try Self.storyboard().instantiateViewController(identifier: "Main") as RecordingController
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(controller.events.last == "prepare showDetail")
    }

    @Test("An identifier the storyboard does not have gives an empty controller of the type asked for")
    func unknownIdentifier() throws {
        let controller = try Self.storyboard().instantiateViewController(withIdentifier: "Nowhere")
        #expect(type(of: controller) == UIViewController.self)
    }
}

/// A storyboard's table view controller with prototype cells: the table's style comes from
/// the document, and each prototype is dequeued by its reuse identifier, with its content.
@MainActor
@Suite("Prototype cells")
struct PrototypeCellTests {
    @Test("Prototype cells dequeue by reuse identifier: a custom content cell and a subtitle cell")
    func prototypes() throws {
        let storyboard = UIStoryboard(name: "PrototypeCells", bundle: try NibInstantiationTests.fixtures)
        let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        let table = try #require(controller.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        let place = try #require(table.dequeueReusableCell(withIdentifier: "Place"))
        #expect(place.reuseIdentifier == "Place")
        let label = try #require(place.contentView.viewWithTag(100) as? UILabel)
        #expect(label.text == "Name")
        let detail = try #require(table.dequeueReusableCell(withIdentifier: "Detail"))
        #expect(detail.reuseIdentifier == "Detail")
        #expect(detail.detailTextLabel != nil)
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
    }
}

extension PrototypeCellTests {
    @Test("A collection view's flow layout and prototype cell come from the storyboard")
    func collectionPrototypes() throws {
        let storyboard = UIStoryboard(name: "PrototypeCells", bundle: try NibInstantiationTests.fixtures)
        let controller = try #require(storyboard.instantiateViewController(withIdentifier: "Photos") as? UICollectionViewController)
        let collection = try #require(controller.collectionView)
        #expect(collection.dataSource === controller && collection.delegate === controller)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 96, height: 120))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 2)
        #expect(layout.sectionInset == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "Photo")
        #expect(cell.contentView.viewWithTag(7) != nil)
        // The section header view is registered for its kind and reuse identifier.
        #expect(layout.headerReferenceSize == CGSize(width: 40, height: 0))
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                                                                 for: IndexPath(item: 0, section: 0))
        #expect(header.reuseIdentifier == "Header")
        #expect(header.viewWithTag(9)?.frame == CGRect(x: 8, y: 8, width: 24, height: 24))
    }
}
