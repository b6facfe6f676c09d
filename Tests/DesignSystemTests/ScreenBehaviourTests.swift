import Catalog
import DesignSystem
import Testing
import UIKit

/// The screens' behaviour, checked on frames after real layout passes in a window.
@MainActor
@Suite("Design system screens")
struct ScreenBehaviourTests {
    @Test("Place screen: hiding the info label closes its gap in the stack")
    func placeScreenGapCloses() throws {
        let screen = PlaceViewController()
        try Fixtures.render(screen: screen)
        let title = screen.titleLabel.frame
        let info = screen.infoLabel.frame
        let shownBody = screen.bodyLabel.frame
        #expect(info.minY == title.maxY + SpacingTokens.small)
        #expect(shownBody.minY == info.maxY + SpacingTokens.medium)

        screen.showsInfo = false
        try Fixtures.render(screen: screen)
        let hiddenBody = screen.bodyLabel.frame
        // The body moves up to where the spacing after the title puts it: no hole is left.
        #expect(hiddenBody.minY == screen.titleLabel.frame.maxY + SpacingTokens.small)
        #expect(hiddenBody.minY < shownBody.minY - info.height)

        screen.showsInfo = true
        try Fixtures.render(screen: screen)
        #expect(screen.bodyLabel.frame == shownBody)
    }

    @Test("Place screen: its root view's margins are the system minimum, inside the safe area")
    func placeScreenMargins() throws {
        let screen = PlaceViewController()
        try Fixtures.render(screen: screen)
        let stack = try #require(screen.titleLabel.superview)
        let frame = stack.convert(stack.bounds, to: screen.view)
        #expect(frame.minX == 16)
        #expect(frame.maxX == Fixtures.iPhone.size.width - 16)
        #expect(frame.minY == Fixtures.iPhone.safeArea.top + SpacingTokens.medium)
        // The text scrolls in the space above the action, which never covers it.
        let scroll = screen.scrollView.frame
        #expect(scroll.maxY == screen.actionButton.frame.minY - SpacingTokens.small)
        #expect(screen.scrollView.contentSize.height == frame.height + 2 * SpacingTokens.medium)
    }

    @Test("Video screen: portrait stacks video, comments and a field; landscape goes full screen with a button")
    func videoScreenSwapsLayouts() throws {
        let screen = VideoViewController()
        try Fixtures.render(screen: screen, on: Fixtures.iPhone)
        let view = try #require(screen.view)
        #expect(!screen.isLandscape)
        #expect(!screen.commentField.isHidden)
        #expect(screen.commentButton.isHidden)
        let video = screen.videoView.frame
        #expect(video.minY == Fixtures.iPhone.safeArea.top)
        #expect(video.width == Fixtures.iPhone.size.width)
        // 16:9, to the nearest pixel at @2x.
        #expect(abs(video.height - video.width * 9 / 16) <= 0.25)
        #expect(screen.commentsPanel.frame.minY == video.maxY)
        #expect(screen.commentsPanel.frame.maxY <= screen.commentField.frame.minY)

        // Rotating changes the vertical size class to compact.
        try Fixtures.render(screen: screen, on: Fixtures.iPhoneLandscape)
        #expect(screen.isLandscape)
        #expect(screen.videoView.frame == view.bounds)
        #expect(screen.commentField.isHidden)
        #expect(!screen.commentButton.isHidden)
        let panel = screen.commentsPanel.frame
        #expect(panel.width == view.bounds.width / 2)
        #expect(panel.maxX == view.bounds.maxX)
        #expect(panel.height == view.bounds.height)
        // The comments scroll and end above the button, so it covers none of them.
        let comments = screen.commentsScroll.convert(screen.commentsScroll.bounds, to: view)
        #expect(comments.maxY <= screen.commentButton.frame.minY - 8 + 0.01, "\(comments) \(screen.commentButton.frame)")

        // And back.
        try Fixtures.render(screen: screen, on: Fixtures.iPhone)
        #expect(!screen.isLandscape)
        #expect(screen.videoView.frame == video)
        #expect(screen.commentButton.isHidden)
    }

    @Test("Map screen: Okinawa in its place at full size, in the inset in a form sheet; taps counted by target-action")
    func mapScreenLayouts() throws {
        let full = MapViewController()
        try Fixtures.render(screen: full, on: .iPad)
        #expect(!full.usesInset)
        #expect(full.okinawaInset.isHidden)
        let inPlace = try #require(full.okinawaFrame)
        #expect(full.mapView.frame.contains(inPlace))
        // South-west: the lower left quarter of the map.
        #expect(inPlace.midX < full.mapView.frame.midX && inPlace.midY > full.mapView.frame.midY)

        let sheet = MapViewController()
        try Fixtures.render(screen: sheet, on: .iPadFormSheet)
        let view = try #require(sheet.view)
        #expect(sheet.usesInset)
        #expect(!sheet.okinawaInset.isHidden)
        let inInset = try #require(sheet.okinawaFrame)
        #expect(sheet.okinawaInset.frame.contains(inInset))
        #expect(sheet.okinawaInset.frame.minX < view.bounds.midX && sheet.okinawaInset.frame.minY < view.bounds.midY)

        // On the screen, each tap confirms with an alert, closed before the next tap.
        let tapped = MapViewController()
        let image = try Fixtures.render(screen: tapped, on: .iPadFormSheet) { sheet in
            for _ in 0..<3 {
                sheet.okinawaButton.sendActions(for: .touchUpInside)
                // The texts come from the String Catalog in the render's language, Japanese.
                #expect((sheet.presentedViewController as? UIAlertController)?.message == "\(sheet.count) 回タップしました。")
                sheet.dismiss(animated: false)
            }
        }
        #expect(tapped.count == 3)
        #expect(tapped.countLabel.text == "タップ数：3")
        #expect(tapped.countLabel.lastLayout?.isTruncated == false)
        #expect(tapped.presentedViewController == nil)
        #expect(image.warnings.isEmpty, "\(image.warnings)")

        // Off the screen (built, never shown) a tap still counts, but its alert is refused
        // as UIKit refuses it, and the next render says so.
        sheet.okinawaButton.sendActions(for: .touchUpInside)
        #expect(sheet.presentedViewController == nil)
        let offScreen = try Fixtures.render(screen: sheet, on: .iPadFormSheet)
        #expect(sheet.count == 1)
        #expect(offScreen.warnings.map(\.message).contains { $0.contains("whose view is not in the window hierarchy") }, "\(offScreen.warnings)")
    }

    @Test("Map screen in English: the catalog's English texts, with the plural form the count takes")
    func mapScreenInEnglish() throws {
        let screen = MapViewController()
        var messages: [String?] = []
        _ = try Fixtures.render(screen: screen, language: Locale.Language(identifier: "en")) { screen in
            for _ in 0..<2 {
                screen.okinawaButton.sendActions(for: .touchUpInside)
                messages.append((screen.presentedViewController as? UIAlertController)?.message)
                screen.dismiss(animated: false)
            }
        }
        #expect(messages == ["Tapped 1 time.", "Tapped 2 times."])
        #expect(screen.countLabel.text == "Count: 2")
    }

    @Test("Map screen: after tapping Okinawa the alert shows over the dimmed map, centred, 270 points wide")
    func mapScreenAlert() throws {
        let screen = MapViewController()
        var shown: UIAlertController?
        let image = try Fixtures.render(screen: screen) { screen in
            screen.okinawaButton.sendActions(for: .touchUpInside)
            shown = screen.presentedViewController as? UIAlertController
        }
        let alert = try #require(shown)
        #expect(alert.title == "沖縄" && alert.actions.map(\.title) == ["OK"])
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let alertView = try #require(alert.viewIfLoaded)
        var top = alertView
        while let superview = top.superview { top = superview }
        let box = alertView.convert(alertView.bounds, to: top)
        #expect(box.width == 270 && abs(box.midX - 195) < 0.5)
        #expect(screen.presentedViewController === alert)
    }

    @Test("Container screen: each menu slides in from its side, one at a time", arguments: ContainerViewController.MenuState.allCases.map(\.rawValue))
    func containerMenus(stateName: String) throws {
        let state = try #require(ContainerViewController.MenuState(rawValue: stateName))
        let screen = ContainerViewController()
        screen.menuState = state
        try Fixtures.render(screen: screen)
        let view = try #require(screen.view)
        #expect(screen.leftMenu.isHidden == (state != .left))
        #expect(screen.rightMenu.isHidden == (state != .right))
        if state == .left { #expect(screen.leftMenu.frame.minX == 0) }
        if state == .right { #expect(screen.rightMenu.frame.maxX == view.bounds.maxX) }
        #expect(screen.leftMenu.frame.height == view.bounds.height)
    }
}
