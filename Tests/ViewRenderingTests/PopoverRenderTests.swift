import Foundation
import Testing
import ViewRendering

/// Keeps popovers popovers in compact width.
@MainActor
final class KeepPopover: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

@MainActor
@Suite("Popovers and action sheets: arrows, adaptation, UIKit's exceptions as warnings")
struct PopoverRenderTests {
    typealias F = PresentationFixtures

    @Test("iPad: a popover below its source with the arrow up, its preferred size, no dimming")
    func popoverOnIPad() throws {
        var presented: SheetContentController?
        let (image, screen) = try F.render(on: .iPad, name: "popover-ipad") { BackdropController() } onScreen: { screen in
            let content = SheetContentController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 320, height: 240)
            content.popoverPresentationController?.sourceView = screen.button
            content.popoverPresentationController?.sourceRect = screen.button.bounds
            presented = content
            screen.present(content, animated: true)
        }
        let content = try #require(presented)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        let frame = try #require(F.frameInWindow(content.view))
        #expect(frame.size == CGSize(width: 320, height: 240))
        let button = try #require(F.frameInWindow(screen.button))
        #expect(frame.minY == button.maxY + 13)
        // Kept on screen: pushed right of the margin rather than centred on the button.
        #expect(frame.minX == 10)
        // Not dimmed: far from the popover the screen keeps its color.
        let plain = try F.render(on: .iPad) { BackdropController() }.0
        #expect(F.pixel(image, 900, 1200) == F.pixel(plain, 900, 1200))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        withExtendedLifetime(screen) {}
    }

    @Test("iPhone: a popover adapts to a sheet, unless the delegate asks for .none")
    func popoverOnIPhone() throws {
        var adapted: SheetContentController?
        let (_, first) = try F.render(on: .iPhonePortrait) { BackdropController() } onScreen: { screen in
            let content = SheetContentController()
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = screen.button
            adapted = content
            screen.present(content, animated: false)
        }
        let sheet = try #require(adapted)
        #expect(sheet.presentationController?.presentationStyle == .formSheet)
        #expect(F.frameInWindow(sheet.view) == CGRect(x: 0, y: 57, width: 390, height: 787))

        let keep = KeepPopover()
        var kept: SheetContentController?
        let (_, second) = try F.render(on: .iPhonePortrait, name: "popover-iphone-kept") { BackdropController() } onScreen: { screen in
            let content = SheetContentController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = CGSize(width: 200, height: 120)
            content.popoverPresentationController?.sourceView = screen.button
            content.popoverPresentationController?.delegate = keep
            kept = content
            screen.present(content, animated: false)
        }
        let popover = try #require(kept)
        #expect(popover.presentationController?.presentationStyle == .popover)
        #expect(F.frameInWindow(popover.view)?.size == CGSize(width: 200, height: 120))
        #expect(popover.popoverPresentationController?.arrowDirection == .up)
        withExtendedLifetime((first, second, keep)) {}
    }

    @Test("iPhone: an action sheet sits at the bottom, 8 points in, the cancel button in its own group 8 points below")
    func actionSheetOnIPhone() throws {
        var presented: UIAlertController?
        let (image, screen) = try F.render(on: .iPhonePortrait, name: "actionsheet") { BackdropController() } onScreen: { screen in
            let sheet = UIAlertController(title: "Share photo", message: "Choose where to send it.", preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Messages", style: .default))
            sheet.addAction(UIAlertAction(title: "Mail", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            presented = sheet
            screen.present(sheet, animated: true)
        }
        let sheet = try #require(presented)
        let frame = try #require(F.frameInWindow(sheet.view))
        #expect(frame.minX == 8 && frame.width == 374)
        #expect(abs(frame.maxY - (844 - 34)) < 0.01)
        let groups = try #require(sheet.view).subviews
        let main = try #require(F.frameInWindow(groups[0])), cancel = try #require(F.frameInWindow(groups[1]))
        #expect(cancel.height == 57 && cancel.minY - main.maxY == 8)
        let rows = groups[0].subviews.compactMap { $0 as? UIControl }
        #expect(rows.count == 3 && rows.allSatisfy { $0.frame.height == 57 })
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        withExtendedLifetime(screen) {}
    }

    @Test("iPad: an action sheet without a source is refused with UIKit's exception text; with one it is a popover without its cancel button")
    func actionSheetOnIPad() throws {
        var refused: UIAlertController?
        let (image, screen) = try F.render(on: .iPad) { BackdropController() } onScreen: { screen in
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Copy", style: .default))
            refused = sheet
            screen.present(sheet, animated: true)
        }
        let text = "Your application has presented a UIAlertController (<UIAlertController>) of style UIAlertControllerStyleActionSheet from "
            + "BackdropController (<BackdropController>). The modalPresentationStyle of a UIAlertController with this style is "
            + "UIModalPresentationPopover. You must provide location information for this popover through the alert controller's "
            + "popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem."
        #expect(image.warnings.contains { $0.message.hasPrefix(text) }, "\(image.warnings)")
        #expect(screen.presentedViewController == nil && refused?.presentingViewController == nil)

        var shown: UIAlertController?
        let (popover, presenter) = try F.render(on: .iPad, name: "actionsheet-ipad-popover") { BackdropController() } onScreen: { screen in
            let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Copy", style: .default))
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.popoverPresentationController?.sourceView = screen.button
            shown = sheet
            screen.present(sheet, animated: true)
        }
        let sheet = try #require(shown)
        let rows = try #require(sheet.view).subviews.filter { !$0.isHidden }.flatMap(\.subviews).compactMap { $0 as? UIControl }
        #expect(rows.compactMap { ($0.subviews.first as? UILabel)?.text }.sorted() == ["Copy", "Delete"])
        #expect(F.frameInWindow(sheet.view)?.width == 320)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        // The arrow is drawn in the box's material.
        let arrow = F.pixel(popover, 60, 124 + 10), box = F.pixel(popover, 60, 124 + 13 + 4)
        #expect(arrow == box, "arrow \(arrow), box \(box)")
        withExtendedLifetime(presenter) {}
    }

    @Test("A popover without a source on the iPad is refused with UIKit's message")
    func popoverWithoutSource() throws {
        let (image, screen) = try F.render(on: .iPad) { BackdropController() } onScreen: { screen in
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            screen.present(content, animated: false)
        }
        #expect(image.warnings.contains {
            $0.message.hasPrefix("UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }, "\(image.warnings)")
        #expect(screen.presentedViewController == nil)
    }
}
