import Foundation
import Testing
import ViewRendering

@MainActor
@Suite("Sheets and full-screen presentations on the iPhone and iPad")
struct SheetRenderTests {
    typealias F = PresentationFixtures

    /// Renders a backdrop screen presenting a sheet configured by `configure`.
    func renderSheet(on device: RenderDevice, style: UIModalPresentationStyle = .automatic, dark: Bool = false, name: String? = nil,
                     _ configure: @MainActor (SheetContentController) -> Void = { _ in }) throws -> (RenderedImage, SheetContentController, BackdropController) {
        var presented: SheetContentController?
        let (image, screen) = try F.render(on: device, style: dark ? .dark : .light, name: name) { BackdropController() } onScreen: { screen in
            let sheet = SheetContentController()
            sheet.modalPresentationStyle = style
            configure(sheet)
            presented = sheet
            screen.present(sheet, animated: true)
        }
        return (image, try #require(presented), screen)
    }

    @Test("iPhone, large detent: full width, 10 points below the safe area, the screen pushed back over black")
    func largeDetent() throws {
        let (image, sheet, screen) = try renderSheet(on: .iPhonePortrait, name: "sheet-large")
        let frame = try #require(F.frameInWindow(sheet.view))
        #expect(frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(sheet.laidOutSafeArea == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(sheet.traitCollection.horizontalSizeClass == .compact && sheet.traitCollection.verticalSizeClass == .regular)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        // Black where the pushed-back screen no longer reaches (its corner), dimmed teal in
        // the strip above the sheet.
        let corner = F.pixel(image, 1, 30)
        #expect(corner.r < 10 && corner.g < 10 && corner.b < 10)
        let strip = F.pixel(image, 195, 52)
        #expect(strip.g > 60 && strip.r < strip.g)
        // The sheet's corners are rounded: the very corner shows what is behind.
        let sheetCorner = F.pixel(image, 0.5, 57.5)
        #expect(sheetCorner.r < 100)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        withExtendedLifetime(screen) {}
    }

    @Test("iPhone, medium detent: half the largest detent value above the home indicator; custom detents resolve against 753 points")
    func mediumAndCustomDetents() throws {
        let (_, medium, s1) = try renderSheet(on: .iPhonePortrait, name: "sheet-medium") { sheet in
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            sheet.sheetPresentationController?.prefersGrabberVisible = true
        }
        // 844 − 47 − 10 − 34 = 753 points in the safe area at full height; half is 376.5.
        #expect(F.frameInWindow(medium.view) == CGRect(x: 0, y: 844 - 376.5 - 34, width: 390, height: 376.5 + 34))

        var maximum: CGFloat = 0
        let (_, custom, s2) = try renderSheet(on: .iPhonePortrait) { sheet in
            sheet.sheetPresentationController?.detents = [.custom(identifier: .init("small")) { context in
                maximum = context.maximumDetentValue
                return 200
            }, .large()]
            sheet.sheetPresentationController?.selectedDetentIdentifier = .init("small")
        }
        #expect(maximum == 753)
        #expect(F.frameInWindow(custom.view) == CGRect(x: 0, y: 844 - 234, width: 390, height: 234))

        let (_, selected, s3) = try renderSheet(on: .iPhonePortrait) { sheet in
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
        }
        #expect(F.frameInWindow(selected.view)?.minY == 57)
        withExtendedLifetime((s1, s2, s3)) {}
    }

    @Test("Undimmed up to the largest undimmed detent: the screen behind a medium sheet keeps its color")
    func undimmedDetent() throws {
        let plain = try F.render(on: .iPhonePortrait) { BackdropController() }.0
        let (dimmed, _, _) = try renderSheet(on: .iPhonePortrait) { $0.sheetPresentationController?.detents = [.medium()] }
        let (undimmed, _, _) = try renderSheet(on: .iPhonePortrait) { sheet in
            sheet.sheetPresentationController?.detents = [.medium()]
            sheet.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        }
        let base = F.pixel(plain, 300, 300)
        #expect(F.pixel(undimmed, 300, 300) == base)
        #expect(F.pixel(dimmed, 300, 300).g < base.g - 20)
    }

    @Test("iPad: a form sheet is 580 × 640 centred, a page sheet 704 wide and √2 as tall, both rounded over the dimmed screen")
    func iPadSheets() throws {
        let (form, formSheet, s1) = try renderSheet(on: .iPad, style: .formSheet, name: "formsheet-ipad")
        #expect(F.frameInWindow(formSheet.view) == CGRect(x: 222, y: 363, width: 580, height: 640))
        #expect(formSheet.traitCollection.horizontalSizeClass == .regular)
        #expect(formSheet.traitCollection.userInterfaceLevel == .elevated)
        let dimmed = F.pixel(form, 100, 100)
        let plain = F.pixel(try F.render(on: .iPad) { BackdropController() }.0, 100, 100)
        #expect(dimmed.g < plain.g - 20)

        let (_, pageSheet, s2) = try renderSheet(on: .iPad, style: .pageSheet, name: "pagesheet-ipad")
        let page = try #require(F.frameInWindow(pageSheet.view))
        #expect(page.width == 704 && abs(page.height - 704 * 2.squareRoot()) <= 0.5)
        #expect(abs(page.midX - 512) <= 0.5 && abs(page.midY - 683) <= 0.5)

        let (_, sized, s3) = try renderSheet(on: .iPad, style: .formSheet) { $0.preferredContentSize = CGSize(width: 400, height: 300) }
        #expect(F.frameInWindow(sized.view) == CGRect(x: 312, y: 533, width: 400, height: 300))
        withExtendedLifetime((s1, s2, s3)) {}
    }

    @Test("Full screen covers the window; over full screen keeps the presenting view under it")
    func fullScreen() throws {
        let (_, full, s1) = try renderSheet(on: .iPhonePortrait, style: .fullScreen)
        #expect(F.frameInWindow(full.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(full.traitCollection.userInterfaceLevel == .base)
        #expect(s1.disappearances == 1, "UIKit takes the covered screen away")
        let (_, over, s2) = try renderSheet(on: .iPhonePortrait, style: .overFullScreen)
        #expect(F.frameInWindow(over.view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s2.disappearances == 0)
        withExtendedLifetime((s1, s2)) {}
    }

    @Test("A presentation from a view in no window is reported with UIKit's warning and not shown")
    func notInWindowWarning() throws {
        let (image, screen) = try F.render(on: .iPhonePortrait) { () -> BackdropController in
            let screen = BackdropController()
            let detached = UIViewController()
            detached.loadViewIfNeeded()
            screen.addChild(detached)
            detached.definesPresentationContext = true
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .overCurrentContext
            detached.present(sheet, animated: false)
            return screen
        }
        let message = "Attempt to present <UIViewController> on <UIViewController> (from <UIViewController>) whose view is not in the window hierarchy."
        #expect(image.warnings.contains { $0.message.hasPrefix(message) }, "\(image.warnings)")
        #expect(screen.children.first?.presentedViewController == nil)
    }

    @Test("A presentation made in viewDidAppear shows in the render")
    func presentedInViewDidAppear() throws {
        final class Onboarding: UIViewController {
            let sheet = SheetContentController()
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                sheet.sheetPresentationController?.detents = [.medium()]
                present(sheet, animated: animated)
            }
        }
        let (image, screen) = try F.render(on: .iPhonePortrait) { Onboarding() }
        #expect(screen.presentedViewController === screen.sheet)
        #expect(F.frameInWindow(screen.sheet.view)?.minY == 844 - 376.5 - 34)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
    }

    @Test("Compact height: a sheet fills the screen unless it prefers to stay attached to the bottom edge; medium is inactive")
    func compactHeight() throws {
        let (_, full, s1) = try renderSheet(on: .iPhoneLandscape) { $0.sheetPresentationController?.detents = [.medium(), .large()] }
        #expect(F.frameInWindow(full.view) == CGRect(x: 0, y: 0, width: 844, height: 390))
        let (_, attached, s2) = try renderSheet(on: .iPhoneLandscape) { sheet in
            sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
        }
        // 8 below the (empty) top safe area; the medium detent is inactive, so at full height.
        #expect(F.frameInWindow(attached.view) == CGRect(x: 0, y: 8, width: 844, height: 382))
        withExtendedLifetime((s1, s2)) {}
    }
}
