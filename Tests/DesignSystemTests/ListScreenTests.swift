import Catalog
import DesignSystem
import Testing
import UIKit

/// The list screens of the sample app, in a navigation controller on the 390 × 844 iPhone, as
/// UIKit lays them out: an inset-grouped settings table and a compositional feed of
/// self-sizing cards.
@MainActor
@Suite("Design system list screens")
struct ListScreenTests {
    @Test("Settings: inset-grouped rows inset by the 16-point margins, a switch and a value cell, the footer under its section")
    func settings() throws {
        let screen = SettingsViewController()
        // The insets are read while the screen is in its window: the renderer's window is
        // gone afterwards, and with it the bars' share of the safe area.
        var onScreenInsets: (adjusted: CGFloat, safeArea: CGFloat) = (-1, -1)
        try Fixtures.render(screen: UINavigationController(rootViewController: screen)) { _ in
            onScreenInsets = (screen.tableView.adjustedContentInset.top, screen.tableView.safeAreaInsets.top)
        }
        let table = screen.tableView!
        #expect(table.numberOfSections == 3)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.minX == 16)
        #expect(first.frame.width == Fixtures.iPhone.size.width - 32)
        #expect(first.accessoryView is UISwitch)
        #expect((first.accessoryView as? UISwitch)?.isOn == true)
        let value = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(value.accessoryType == .disclosureIndicator)
        let configuration = try #require(value.contentConfiguration as? UIListContentConfiguration)
        #expect(configuration.secondaryText == "標準")
        // The footer follows its section's last row and wraps to more than one line.
        let footer = table.rectForFooter(inSection: 0)
        let lastRow = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(footer.minY == lastRow.maxY)
        #expect(footer.height > 44, "a two-line footer: \(footer)")
        // The content starts below the navigation bar.
        #expect(onScreenInsets.adjusted == onScreenInsets.safeArea)
        #expect(onScreenInsets.safeArea == Fixtures.iPhone.safeArea.top + 44, "the safe area ends under the 44-point bar")
    }

    @Test("Feed: full-width cards inside the 16-point insets, each as tall as its wrapping Japanese text, below the bar")
    func feed() throws {
        let screen = FeedViewController()
        var onScreen: (adjusted: CGFloat, safeArea: CGFloat, offset: CGFloat) = (-1, -1, 0)
        try Fixtures.render(screen: UINavigationController(rootViewController: screen)) { _ in
            let collection = screen.collectionView!
            onScreen = (collection.adjustedContentInset.top, collection.safeAreaInsets.top, collection.contentOffset.y)
        }
        let collection = screen.collectionView!
        #expect(collection.numberOfSections == 2)
        let attributes = (0..<collection.numberOfItems(inSection: 0)).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
        #expect(attributes.count == 3)
        for card in attributes {
            #expect(card.frame.minX == 16)
            #expect(card.frame.width == Fixtures.iPhone.size.width - 32)
        }
        // The second card's body wraps to three lines, the first's fits on one.
        #expect(attributes[1].frame.height > attributes[0].frame.height + 40)
        #expect(attributes[1].frame.minY == attributes[0].frame.maxY + 12)
        let header = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                                     at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.maxY + 8 == attributes[0].frame.minY)
        #expect(onScreen.adjusted == onScreen.safeArea && onScreen.safeArea > Fixtures.iPhone.safeArea.top,
                "the first card starts below the navigation bar")
        #expect(onScreen.offset == -onScreen.adjusted)
    }

    @Test("Container: each menu is a child table view controller listing its items")
    func containerMenus() throws {
        let screen = ContainerViewController()
        screen.menuState = .left
        try Fixtures.render(screen: screen)
        #expect(screen.children.contains { $0 === screen.leftItems })
        #expect(screen.leftItems.parent === screen)
        #expect(screen.leftItems.tableView.numberOfRows(inSection: 0) == 3)
        #expect(screen.leftItems.tableView.visibleCells.count == 3)
        #expect(screen.leftItems.view.superview === screen.leftMenu)
        #expect(screen.leftItems.view.frame.minY >= Fixtures.iPhone.safeArea.top)
    }
}
