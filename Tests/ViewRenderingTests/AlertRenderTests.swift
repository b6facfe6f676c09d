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

    @Test("Larger text moves the baselines apart as UIKit scales them: title and message never overlap; smaller text stays at Large",
          arguments: [UIContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
    func scaledBaselines(contentSize: UIContentSizeCategory) throws {
        var presented: UIAlertController?
        _ = try F.render(on: .iPad, contentSize: contentSize, name: "alert-\(contentSize.rawValue)") { BackdropController() } onScreen: { screen in
            let alert = UIAlertController(title: "Okinawa", message: "Tapped 1 time.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            presented = alert
            screen.present(alert, animated: false)
        }
        let alert = try #require(presented)
        func label(_ text: String) -> UILabel? {
            var queue: [UIView] = alert.viewIfLoaded.map { [$0] } ?? []
            while !queue.isEmpty {
                let view = queue.removeFirst()
                if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
                queue.append(contentsOf: view.subviews)
            }
            return nil
        }
        let title = try #require(label("Okinawa")), message = try #require(label("Tapped 1 time."))
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: max(contentSize, .large)))
        #expect(title.font.pointSize == headline.pointSize, "an alert's text is never smaller than at Large")
        #expect(title.frame.minY >= 0, "the title starts inside the alert: \(title.frame)")
        #expect(title.frame.maxY <= message.frame.minY + 1, "title \(title.frame), message \(message.frame)")
        // The title's first baseline sits 36 points down at Large, scaled with the headline.
        let scale = UIFontMetrics(forTextStyle: .headline).scaledValue(for: 36, compatibleWith: UITraitCollection(preferredContentSizeCategory: max(contentSize, .large)))
        let baseline = title.frame.minY + title.frame.height / 2 + (title.baselineOffsetsFromCenter?.first ?? 0)
        #expect(abs(baseline - scale) <= 0.5, "first baseline \(baseline), expected \(scale)")
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
