import Foundation
import Testing
@testable import ViewKit

/// A card: rounded background, border, shadow and a clipped child, for pixel probes.
func makeCard() -> View {
    let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
    card.backgroundColor = Color(red: 0, green: 0, blue: 1)
    card.cornerRadius = 16
    card.borderWidth = 4
    card.borderColor = Color(red: 1, green: 0, blue: 0)
    let root = View(frame: Rect(x: 0, y: 0, width: 140, height: 100))
    root.backgroundColor = .white
    root.addSubview(card)
    return root
}

@Suite("Rendering")
struct RenderTests {
    let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    @Test("Rounded corners, borders and backgrounds land where the frames say", arguments: [1.0, 2, 3])
    func cardProbes(scale: Double) throws {
        let image = try Renders.render(makeCard(), traits: TraitCollection(displayScale: scale), size: .fixed(Size(width: 140, height: 100)), name: "card@\(Int(scale))x")
        let bitmap = image.bitmap
        #expect(bitmap.pixelWidth == Int(140 * scale))
        #expect(bitmap.pixel(atPoint: 70, 50) == Pixel(red: 0, green: 0, blue: 255, alpha: 255), "inside: background")
        #expect(bitmap.pixel(atPoint: 70, 21) == Pixel(red: 255, green: 0, blue: 0, alpha: 255), "top edge: border")
        #expect(bitmap.pixel(atPoint: 21, 50) == Pixel(red: 255, green: 0, blue: 0, alpha: 255), "left edge: border")
        #expect(bitmap.pixel(atPoint: 20.5, 20.5) == white, "outside the rounded corner")
        #expect(bitmap.pixel(atPoint: 10, 10) == white, "outside the card")
    }

    @Test("Clipping to bounds keeps a subview inside the rounded corners")
    func clipping() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let parent = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        parent.cornerRadius = 40
        let child = View(frame: Rect(x: -10, y: -10, width: 120, height: 120))
        child.backgroundColor = .black
        parent.addSubview(child)
        root.addSubview(parent)
        let unclipped = try Renders.render(root, size: .fixed(Size(width: 100, height: 100)))
        #expect(unclipped.bitmap.pixel(atPoint: 12, 12) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        parent.clipsToBounds = true
        let clipped = try Renders.render(root, size: .fixed(Size(width: 100, height: 100)), name: "clipped-circle")
        #expect(clipped.bitmap.pixel(atPoint: 12, 12) == white)
        #expect(clipped.bitmap.pixel(atPoint: 50, 50) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(clipped.bitmap.pixel(atPoint: 5, 50) == white)
    }

    @Test("Alpha composites the view and its subviews as one")
    func groupAlpha() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        root.backgroundColor = .white
        let group = View(frame: root.bounds)
        group.alpha = 0.5
        group.backgroundColor = .black
        let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        child.backgroundColor = .black
        group.addSubview(child)
        root.addSubview(group)
        let image = try Renders.render(root, size: .fixed(Size(width: 40, height: 20)))
        let overlap = image.bitmap.pixel(atPoint: 10, 10)
        let single = image.bitmap.pixel(atPoint: 30, 10)
        #expect(overlap == single, "black on black inside one group is still 50% black")
        #expect(abs(Int(single.red) - 128) <= 1)
    }

    @Test("Shadows fall at the offset, blurred by the radius, under the view")
    func shadow() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 120))
        root.backgroundColor = .white
        let card = View(frame: Rect(x: 30, y: 30, width: 60, height: 60))
        card.backgroundColor = .white
        card.cornerRadius = 8
        card.shadowOpacity = 1
        card.shadowRadius = 4
        card.shadowOffset = Size(width: 0, height: 10)
        root.addSubview(card)
        let image = try Renders.render(root, size: .fixed(Size(width: 120, height: 120)), name: "shadow")
        let below = image.bitmap.pixel(atPoint: 60, 95)
        let above = image.bitmap.pixel(atPoint: 60, 25)
        #expect(below.red < 200, "shadow below the card")
        #expect(above.red > below.red + 40, "less shadow above than below")
        #expect(image.bitmap.pixel(atPoint: 60, 60) == white, "the card covers its own shadow")
        #expect(image.bitmap.pixel(atPoint: 5, 5) == white)
        let sharp = image.bitmap.pixel(atPoint: 60, 100)
        #expect(sharp.red > below.red, "the shadow fades out with distance")
    }

    @Test("Dark appearance resolves dynamic colors")
    func darkMode() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        let light = try Renders.render(view, traits: TraitCollection(userInterfaceStyle: .light))
        let dark = try Renders.render(view, traits: TraitCollection(userInterfaceStyle: .dark))
        #expect(light.bitmap.pixel(x: 0, y: 0) == white)
        #expect(dark.bitmap.pixel(x: 0, y: 0) == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test("Fitting sizes: content, fixed width with fitting height")
    func fitting() throws {
        let label = Label(text: "予約する")
        let image = try Renders.render(label, traits: Renders.japanese)
        #expect(image.size == label.intrinsicContentSize)
        label.numberOfLines = 0
        label.text = "「東京」は、日本の首都です。"
        let narrow = try Renders.render(label, traits: Renders.japanese, size: .fittingHeight(width: 100))
        #expect(narrow.size.width == 100)
        #expect(narrow.size.height > 60)
    }

    @Test("The same tree renders to the same bytes twice and on two threads at once")
    func deterministic() async throws {
        func screen() -> View {
            let root = makeCard()
            let label = Label(text: "日本橋人形町 Ningyocho")
            label.frame = Rect(x: 8, y: 84, width: 130, height: 14)
            label.font = .systemFont(ofSize: 11)
            root.addSubview(label)
            let button = Button(type: .custom)
            button.setTitle("予約", for: .normal)
            button.setBackgroundColor(.systemBlue, for: .normal)
            button.frame = Rect(x: 30, y: 30, width: 60, height: 30)
            button.shadowOpacity = 0.3
            root.addSubview(button)
            return root
        }
        let traits = TraitCollection(displayScale: 3, typesettingLanguage: .japanese)
        let size = RenderSize.fixed(Size(width: 140, height: 100))
        let first = try Renders.render(screen(), traits: traits, size: size, name: "deterministic")
        let second = try Renders.render(screen(), traits: traits, size: size)
        #expect(first.bitmap == second.bitmap)
        let firstPNG = try first.bitmap.pngData()
        #expect(firstPNG == (try second.bitmap.pngData()))
        let renderer = Renders.renderer
        let parallel = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<4 {
                group.addTask { try renderer.render(screen(), traits: traits, size: size).bitmap.pngData() }
            }
            var results: [Data] = []
            for try await data in group { results.append(data) }
            return results
        }
        #expect(parallel.count == 4)
        #expect(parallel.allSatisfy { $0 == firstPNG })
    }

    @Test("Bad sizes and frames are clear errors")
    func badInput() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(throws: RenderError.invalidSize(Size(width: 0, height: 10))) {
            _ = try Renders.render(view, size: .fixed(Size(width: 0, height: 10)))
        }
        do {
            _ = try Renders.render(view, traits: TraitCollection(displayScale: 3), size: .fixed(Size(width: 100_000, height: 100_000)))
            Issue.record("an absurd size must be refused")
        } catch {
            #expect("\(error)".contains("too large"))
        }
        let broken = View(frame: Rect(x: .nan, y: 0, width: 10, height: 10))
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(broken)
        do {
            _ = try Renders.render(root, size: .fixed(Size(width: 20, height: 20)))
            Issue.record("a NaN frame must be refused")
        } catch {
            #expect("\(error)".contains("View > View[0]"))
            #expect("\(error)".contains("nan"))
        }
        broken.frame = Rect(x: 0, y: 0, width: -5, height: 10)
        #expect(throws: RenderError.self) { _ = try Renders.render(root, size: .fixed(Size(width: 20, height: 20))) }
        #expect(throws: RenderError.noFittingSize(viewPath: "View")) { _ = try Renders.render(View()) }
    }

    @Test("Custom drawing through draw(_:in:)")
    func customDrawing() throws {
        final class Dot: View {
            override func draw(_ rect: Rect, in canvas: Canvas) {
                canvas.fill(Path(ovalIn: rect.insetBy(dx: 2, dy: 2)), with: RGBAColor(red: 0, green: 0.5, blue: 0))
            }
        }
        let dot = Dot(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let image = try Renders.render(dot)
        #expect(image.bitmap.pixel(atPoint: 10, 10) == Pixel(red: 0, green: 128, blue: 0, alpha: 255))
        #expect(image.bitmap.pixel(atPoint: 1, 1).alpha == 0)
    }
}
