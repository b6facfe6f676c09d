import Foundation
import Testing
import UIKit

/// Menus, commands, deferred elements and context menus: built as components build them at
/// init, kept with their values (no menu is shown in a render).
@MainActor
@Suite("Menus family")
struct MenusFamilyTests {
    /// A component that offers a context menu on a photo cell.
    final class PhotoCell: UIView, UIContextMenuInteractionDelegate {
        var deleted = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            addInteraction(UIContextMenuInteraction(delegate: self))
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { suggested in
                let share = UIAction(title: "共有", image: UIImage(systemName: "square.and.arrow.up")) { _ in }
                let delete = UIAction(title: "削除", attributes: .destructive) { [weak self] _ in self?.deleted += 1 }
                return UIMenu(title: "", children: suggested + [share, UIMenu(title: "", options: .displayInline, children: [delete])])
            }
        }
    }

    @Test("A button's menu shown as its primary action, with a single-selection submenu")
    func buttonMenu() {
        let button = UIButton(type: .system)
        let sizes = ["S", "M", "L"].map { size in UIAction(title: size, state: size == "M" ? .on : .off) { _ in } }
        button.menu = UIMenu(title: "サイズ", options: .singleSelection, children: sizes)
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu?.title == "サイズ")
        #expect(button.menu?.options.contains(.singleSelection) == true)
        #expect(button.menu?.selectedElements.map(\.title) == ["M"])
        #expect(button.showsMenuAsPrimaryAction)
        #expect(button.isContextMenuInteractionEnabled)
        let replaced = button.menu?.replacingChildren([sizes[0]])
        #expect(replaced?.children.count == 1)
        #expect(replaced?.title == "サイズ")
    }

    @Test("A context menu interaction keeps its view and delegate; the configuration makes the menu")
    func contextMenu() {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let interaction = cell.interactions.first as? UIContextMenuInteraction
        #expect(interaction?.view === cell)
        #expect(interaction?.delegate === cell)
        #expect(interaction?.menuAppearance == .unknown)
        guard let interaction, let configuration = cell.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero) else {
            Issue.record("no configuration")
            return
        }
        #expect(configuration.identifier as? NSString == "photo")
        let menu = configuration.menu(suggesting: [])
        #expect(menu?.children.map(\.title) == ["共有", ""])
        let inline = menu?.children.last as? UIMenu
        #expect(inline?.options == .displayInline)
        let delete = inline?.children.first as? UIAction
        #expect(delete?.attributes == .destructive)
        delete?.perform(sender: nil)
        #expect(cell.deleted == 1)
        #expect(cell.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration) == nil)
        cell.removeInteraction(interaction)
        #expect(interaction.view == nil)
    }

    @Test("Commands keep their action, property list, alternates and keyboard input")
    func commands() {
        let copy = UICommand(title: "Copy", image: nil, action: Selector("copy:"), propertyList: "plain",
                             alternates: [UICommandAlternate(title: "Copy Style", action: Selector("copyStyle:"), modifierFlags: .alternate)])
        #expect(copy.action == Selector("copy:"))
        #expect(copy.propertyList as? String == "plain")
        #expect(copy.alternates.first?.modifierFlags == .alternate)
        #expect(copy.state == .off)
        let find = UIKeyCommand(input: "f", modifierFlags: [.command, .shift], action: Selector("find:"))
        #expect(find.input == "f")
        #expect(find.modifierFlags.contains(.command))
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape")
        let menu = UIMenu(children: [copy, find])
        #expect(menu.children.count == 2)
    }

    @Test("A deferred element keeps its provider until the menu asks; uncached ones are marked")
    func deferredElements() {
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            completion([UIAction(title: "最近のファイル") { _ in }])
        }
        let menu = UIMenu(title: "File", children: [deferred])
        #expect(asked == 0)
        #expect(menu.children.first is UIDeferredMenuElement)
        var provided: [String] = []
        deferred.elements { elements in provided = elements.map(\.title) }
        #expect(asked == 1)
        #expect(provided == ["最近のファイル"])
        #expect(UIDeferredMenuElement.uncached { $0([]) }.isUncached)
        #expect(!deferred.isUncached)
    }
}
