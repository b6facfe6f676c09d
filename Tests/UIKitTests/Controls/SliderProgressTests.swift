import Testing
import UIKit

/// UISlider and UIProgressView: values, sizes and colors.
@MainActor
@Suite("UISlider and UIProgressView")
struct SliderProgressTests {
    @Test("Slider values are clamped; setting them sends no action")
    func sliderValues() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        var fired = 0
        slider.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        slider.value = 3
        #expect(slider.value == 1)
        slider.setValue(-2, animated: true)
        #expect(slider.value == 0)
        #expect(fired == 0)
        #expect(slider.isContinuous)
    }

    @Test("A slider is 31 points tall with no intrinsic width")
    func sliderSize() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize.height == 31)
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test("The track is tinted before the thumb and gray after it; the thumb is white")
    func sliderColors() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        let image = ControlRendering.render(slider, scale: 2, save: "slider")
        // Track at y = 15.5 points: x 20 (before the thumb), x 180 (after), 100 (thumb).
        #expect(ControlRendering.near(ControlRendering.pixel(image, 40, 31), (0, 122, 255)))
        let after = ControlRendering.pixel(image, 360, 31)
        #expect(ControlRendering.near(after, (228, 228, 230)), "systemFill over white, \(after)")
        #expect(ControlRendering.near(ControlRendering.pixel(image, 200, 31), (255, 255, 255)))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.height == 4)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        #expect(thumb.size == CGSize(width: 28, height: 28))
        #expect(abs(thumb.midX - 100) < 0.01)
    }

    @Test("minimumTrackTintColor follows the tint color and can be set")
    func sliderTint() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 1
        slider.tintColor = .systemGreen
        let image = ControlRendering.render(slider, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(image, 40, 31), (52, 199, 89)))
        slider.minimumTrackTintColor = .systemRed
        let red = ControlRendering.render(slider, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(red, 40, 31), (255, 59, 48)))
    }

    @Test("Progress is clamped; the bar is 4 points tall, tinted up to the progress")
    func progress() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize.height == 4)
        #expect(bar.progress == 0)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = 0.25
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        let image = ControlRendering.render(bar, scale: 2, save: "progress")
        #expect(ControlRendering.near(ControlRendering.pixel(image, 50, 4), (0, 122, 255)))
        #expect(ControlRendering.near(ControlRendering.pixel(image, 300, 4), (228, 228, 230)))
        bar.progressTintColor = .systemOrange
        bar.trackTintColor = .black
        let custom = ControlRendering.render(bar, scale: 2)
        #expect(ControlRendering.near(ControlRendering.pixel(custom, 50, 4), (255, 149, 0)))
        #expect(ControlRendering.near(ControlRendering.pixel(custom, 300, 4), (0, 0, 0)))
    }
}
