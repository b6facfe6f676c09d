import Foundation
import Testing
import ViewRendering

@MainActor
@Suite("Alerts and action sheets as iOS 17 draws them")
struct AlertRenderTests {
    typealias F = PresentationFixtures

    func makeAlert(_ title: String? = "Delete photo?", message: String? = "This photo will be deleted from all your devices.",
               actions: [(String, UIAlertAction.Style)] = [("Cancel", .cancel), ("Delete", .destructive)]) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for (title, style) in actions { alert.addAction(UIAlertAction(title: title, style: style)) }
        return alert
    }

    @Test("An alert is a 270-point box centred over the dimmed screen, two short buttons side by side, cancel on the left")
    func alertBox() throws {
        var presented: UIAlertController?
        let (image, screen) = try F.render(on: .iPhonePortrait, name: "alert") { BackdropController() } onScreen: { screen in
            let alert = makeAlert()
            presented = alert
            screen.present(alert, animated: true)
        }
        let alert = try #require(presented)
        #expect(screen.presentedViewController === alert)
        #expect(alert.presentingViewController === screen)
        let box = try #require(F.frameInWindow(alert.view))
        #expect(box.width == 270)
        #expect(abs(box.midX - 195) < 0.5)
        // Centred in the safe area (47 above, 34 below).
        #expect(abs(box.midY - (47 + (844 - 47 - 34) / 2)) < 0.5)
        let alertView = try #require(alert.view)
        let buttons = alertView.subviews.flatMap(\.subviews).compactMap { $0 as? UIControl }
        #expect(buttons.count == 2)
        let cancel = try #require(buttons.first { ($0.subviews.first as? UILabel)?.text == "Cancel" })
        let delete = try #require(buttons.first { ($0.subviews.first as? UILabel)?.text == "Delete" })
        #expect(cancel.frame.minX == 0 && delete.frame.minX == 135)
        #expect(cancel.frame.height == 44 && cancel.frame.minY == delete.frame.minY)
        #expect(abs(box.maxY - (F.frameInWindow(cancel)?.maxY ?? 0)) < 0.5)
        // The dimming darkens the screen beside the box; the box is the light material.
        let plain = try F.render(on: .iPhonePortrait) { BackdropController() }.0
        let dimmed = F.pixel(image, 20, 600), undimmed = F.pixel(plain, 20, 600)
        #expect(dimmed.r < undimmed.r - 5 && dimmed.g < undimmed.g - 20)
        let material = F.pixel(image, box.minX + 6, box.midY)
        #expect(abs(material.r - 242) <= 2 && abs(material.g - 242) <= 2)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
    }

    @Test("Three buttons stack, the cancel button last; the preferred action is bold")
    func stackedButtons() throws {
        var presented: UIAlertController?
        _ = try F.render(on: .iPhonePortrait, style: .dark, name: "alert-stacked-dark") { BackdropController() } onScreen: { screen in
            let alert = makeAlert(actions: [("Cancel", .cancel), ("Save", .default), ("Don't Save", .destructive)])
            alert.preferredAction = alert.actions[1]
            presented = alert
            screen.present(alert, animated: false)
        }
        let alert = try #require(presented)
        let rows = try #require(alert.view).subviews[0].subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minY < $1.frame.minY }
        let titles = rows.compactMap { ($0.subviews.first as? UILabel)?.text }
        #expect(titles == ["Save", "Don't Save", "Cancel"])
        #expect(rows.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
        let fonts = rows.compactMap { ($0.subviews.first as? UILabel)?.font }
        #expect(fonts.count == 3 && fonts[0].fontName != fonts[2].fontName && fonts[1].fontName == fonts[2].fontName)
    }

    @Test("Text fields sit 15 points from the alert's sides below the message; a disabled action is gray")
    func textFields() throws {
        var presented: UIAlertController?
        let (image, screen) = try F.render(on: .iPhonePortrait, name: "alert-textfields") { BackdropController() } onScreen: { screen in
            let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let signIn = UIAlertAction(title: "Sign In", style: .default)
            signIn.isEnabled = false
            alert.addAction(signIn)
            presented = alert
            screen.present(alert, animated: true)
        }
        let alert = try #require(presented)
        let fields = try #require(alert.textFields)
        let box = try #require(F.frameInWindow(alert.view))
        let first = try #require(F.frameInWindow(fields[0].superview)), second = try #require(F.frameInWindow(fields[1].superview))
        #expect(first.minX - box.minX == 15 && box.maxX - first.maxX == 15)
        #expect(second.minY > first.minY && second.height == first.height)
        let message = try #require(alert.view.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { $0.text == alert.message })
        #expect(first.minY > (F.frameInWindow(message)?.maxY ?? .infinity))
        let signIn = try #require(alert.view.subviews.first?.subviews.compactMap { $0 as? UIControl }.first { ($0.subviews.first as? UILabel)?.text == "Sign In" })
        #expect(!signIn.isEnabled)
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        withExtendedLifetime(screen) {}
    }
}
