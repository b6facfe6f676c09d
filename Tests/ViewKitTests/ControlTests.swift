import Foundation
import Testing
@testable import ViewKit

final class Screen {
    var booked = 0
    func book(_ sender: Control) { booked += 1 }
}

@Suite("Control and Button")
struct ControlTests {
    @Test("Target-action and closures fire for their events; a dead target is not called")
    func actions() {
        let button = Button(type: .system)
        var events: [String] = []
        button.addAction(for: .touchDown) { _ in events.append("down") }
        button.addAction(for: .touchUpInside) { _ in events.append("up") }
        var screen: Screen? = Screen()
        button.addTarget(screen!, action: Screen.book, for: .primaryActionTriggered)
        button.simulateTap()
        #expect(events == ["down", "up"])
        #expect(screen?.booked == 1)
        screen = nil
        button.sendActions(for: .primaryActionTriggered)
        button.isEnabled = false
        button.simulateTap()
        #expect(events == ["down", "up"], "a disabled control ignores taps")
        button.removeActions(for: .touchDown)
        button.isEnabled = true
        button.simulateTap()
        #expect(events == ["down", "up", "up"])
    }

    @Test("States combine; per-state values fall back to normal")
    func states() {
        let button = Button(type: .custom)
        button.setTitle("Book", for: .normal)
        button.setTitle("Booking…", for: .highlighted)
        button.setTitleColor(Color(white: 0.5), for: .disabled)
        #expect(button.state == .normal)
        button.isHighlighted = true
        #expect(button.currentTitle == "Booking…")
        #expect(button.titleLabel.text == "Booking…")
        button.isHighlighted = false
        button.isEnabled = false
        button.isSelected = true
        #expect(button.state == [.disabled, .selected])
        #expect(button.currentTitle == "Book")
        #expect(button.currentTitleColor == Color(white: 0.5))
    }

    @Test("System buttons take the tint color, fade when highlighted and gray out when disabled")
    func systemDefaults() {
        let button = Button(type: .system)
        button.tintColor = .systemRed
        #expect(button.currentTitleColor == .systemRed)
        button.isHighlighted = true
        #expect(button.currentTitleColor == Color.systemRed.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .tertiaryLabel)
    }

    @Test("Intrinsic size is the content plus contentEdgeInsets")
    func intrinsicSize() throws {
        let button = Button(type: .system)
        button.setTitle("予約する", for: .normal)
        button.contentEdgeInsets = EdgeInsets(vertical: 12, horizontal: 24)
        button.apply(traits: Renders.japanese)
        let title = button.titleLabel.intrinsicContentSize
        #expect(title.width == 60)
        #expect(button.intrinsicContentSize == Size(width: 60 + 48, height: title.height + 24))
        let icon = Image(bitmap: try Bitmap(pixelWidth: 40, pixelHeight: 40, scale: 2))
        button.setImage(icon, for: .normal)
        button.imagePadding = 6
        #expect(button.intrinsicContentSize.width == 20 + 6 + 60 + 48)
        button.frame = Rect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView.frame.minX == 24)
        #expect(button.titleLabel.frame.minX == 24 + 20 + 6)
        #expect(abs(button.titleLabel.frame.midY - button.bounds.midY) < 0.01)
    }

    @Test("Per-state background colors are drawn with the corner radius")
    func backgrounds() throws {
        let button = Button(type: .custom)
        button.setTitle("OK", for: .normal)
        button.setBackgroundColor(Color(red: 0, green: 0, blue: 1), for: .normal)
        button.setBackgroundColor(Color(red: 1, green: 0, blue: 0), for: .highlighted)
        button.cornerRadius = 10
        let size = RenderSize.fixed(Size(width: 80, height: 40))
        let normal = try Renders.render(button, size: size, name: "button-normal")
        #expect(normal.bitmap.pixel(atPoint: 5, 20) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(normal.bitmap.pixel(atPoint: 0.5, 0.5).alpha == 0)
        button.isHighlighted = true
        let highlighted = try Renders.render(button, size: size, name: "button-highlighted")
        #expect(highlighted.bitmap.pixel(atPoint: 5, 20) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }
}

@Suite("ImageView")
struct ImageViewTests {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
          <rect x="0" y="0" width="20" height="10" fill="#00ff00"/>
        </svg>
        """

    func image() throws -> Image { try Image(data: Data(Self.svg.utf8)) }

    @Test("Intrinsic size is the image's size in points")
    func intrinsic() throws {
        let view = ImageView(image: try image())
        #expect(view.intrinsicContentSize == Size(width: 20, height: 10))
        let bitmap = Image(bitmap: try Bitmap(pixelWidth: 60, pixelHeight: 30, scale: 3))
        #expect(ImageView(image: bitmap).intrinsicContentSize == Size(width: 20, height: 10))
    }

    @Test("Content modes place the image", arguments: [
        (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 40, height: 40)),
        (.scaleAspectFit, Rect(x: 0, y: 10, width: 40, height: 20)),
        (.scaleAspectFill, Rect(x: -20, y: 0, width: 80, height: 40)),
        (.center, Rect(x: 10, y: 15, width: 20, height: 10)),
    ])
    func contentModes(mode: ContentMode, expected: Rect) throws {
        #expect(mode.rect(for: Size(width: 20, height: 10), in: Rect(x: 0, y: 0, width: 40, height: 40)) == expected)
        let view = ImageView(image: try image())
        view.contentMode = mode
        view.backgroundColor = .white
        let rendered = try Renders.render(view, size: .fixed(Size(width: 40, height: 40)), name: "imageview-\(mode.rawValue)")
        let green = Pixel(red: 0, green: 255, blue: 0, alpha: 255)
        let inside = Rect(x: max(expected.minX, 0), y: expected.minY, width: min(expected.maxX, 40) - max(expected.minX, 0), height: expected.height)
        #expect(rendered.bitmap.pixel(atPoint: inside.midX, inside.midY) == green)
        if expected.minY > 1 {
            #expect(rendered.bitmap.pixel(atPoint: 20, expected.minY - 1) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }

    @Test("Template images are filled with the tint color")
    func template() throws {
        let view = ImageView(image: try image().withRenderingMode(.alwaysTemplate))
        view.tintColor = Color(red: 1, green: 0, blue: 1)
        let rendered = try Renders.render(view, name: "imageview-template")
        #expect(rendered.bitmap.pixel(atPoint: 10, 5) == Pixel(red: 255, green: 0, blue: 255, alpha: 255))
        let png = Image(bitmap: rendered.bitmap).withRenderingMode(.alwaysTemplate)
        let tinted = ImageView(image: png)
        tinted.tintColor = Color(red: 0, green: 0, blue: 1)
        let second = try Renders.render(tinted)
        #expect(second.bitmap.pixel(atPoint: 10, 5) == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test("A missing image file names its path")
    func missingFile() {
        do {
            _ = try Image(contentsOfFile: "/no/such/icon@3x.png")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("/no/such/icon@3x.png"))
        }
        do {
            _ = try Image(contentsOfFile: "/no/such/icon.svg")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("/no/such/icon.svg"))
        }
    }
}
