import Catalog
import DesignSystem
import Testing
import ViewKit

/// The screens' behaviour, checked on frames after real layout passes.
@Suite("Design system screens")
struct ScreenBehaviourTests {
    @Test("Place screen: hiding the info label closes its gap in the stack")
    func placeScreenGapCloses() throws {
        let screen = PlaceScreen()
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

    @Test("Video screen: portrait stacks video, comments and a field; landscape goes full screen with a button")
    func videoScreenSwapsLayouts() throws {
        let screen = VideoScreen()
        try Fixtures.render(screen: screen, on: Fixtures.iPhone)
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
        #expect(screen.videoView.frame == screen.bounds)
        #expect(screen.commentField.isHidden)
        #expect(!screen.commentButton.isHidden)
        let panel = screen.commentsPanel.frame
        #expect(panel.width == screen.bounds.width / 2)
        #expect(panel.maxX == screen.bounds.maxX)
        #expect(panel.height == screen.bounds.height)

        // And back.
        try Fixtures.render(screen: screen, on: Fixtures.iPhone)
        #expect(!screen.isLandscape)
        #expect(screen.videoView.frame == video)
        #expect(screen.commentButton.isHidden)
    }

    @Test("Map screen: Okinawa in its place at full size, in the inset in a form sheet; one count")
    func mapScreenLayouts() throws {
        let full = MapScreen()
        try Fixtures.render(screen: full, on: .iPad)
        #expect(!full.usesInset)
        #expect(full.okinawaInset.isHidden)
        let inPlace = try #require(full.okinawaFrame)
        #expect(full.mapView.frame.contains(inPlace))
        // South-west: the lower left quarter of the map.
        #expect(inPlace.midX < full.mapView.frame.midX && inPlace.midY > full.mapView.frame.midY)

        let sheet = MapScreen()
        try Fixtures.render(screen: sheet, on: .iPadFormSheet)
        #expect(sheet.usesInset)
        #expect(!sheet.okinawaInset.isHidden)
        let inInset = try #require(sheet.okinawaFrame)
        #expect(sheet.okinawaInset.frame.contains(inInset))
        #expect(sheet.okinawaInset.frame.minX < sheet.bounds.midX && sheet.okinawaInset.frame.minY < sheet.bounds.midY)

        for _ in 0..<3 { sheet.okinawaButton.simulateTap() }
        try Fixtures.render(screen: sheet, on: .iPadFormSheet)
        #expect(sheet.count == 3)
        #expect(sheet.countLabel.text == "Count: 3")
        #expect(sheet.countLabel.lastLayout?.isTruncated == false)
    }

    @Test("Container screen: each menu slides in from its side, one at a time", arguments: ContainerScreen.MenuState.allCases)
    func containerMenus(state: ContainerScreen.MenuState) throws {
        let screen = ContainerScreen()
        screen.menuState = state
        try Fixtures.render(screen: screen)
        #expect(screen.leftMenu.isHidden == (state != .left))
        #expect(screen.rightMenu.isHidden == (state != .right))
        if state == .left { #expect(screen.leftMenu.frame.minX == 0) }
        if state == .right { #expect(screen.rightMenu.frame.maxX == screen.bounds.maxX) }
        #expect(screen.leftMenu.frame.height == screen.bounds.height)
    }
}
