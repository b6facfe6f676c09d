import Testing
@testable import Rendering

/// The numbers in Rendering's descriptions, printed as UIKit's descriptions print them.
@Suite("Number formatting")
struct NumberFormattingTests {
    @Test("Whole numbers lose their fraction; others keep up to three decimals")
    func formatting() {
        #expect(formattedNumber(20) == "20")
        #expect(formattedNumber(20.5) == "20.5")
        #expect(formattedNumber(1.0 / 3.0) == "0.333")
        #expect(formattedNumber(-0.0001) == "0")
        #expect(formattedNumber(.infinity) == "inf")
    }

    @Test("A bitmap's description names its pixels and its scale")
    func bitmapDescription() throws {
        #expect(try Bitmap(pixelWidth: 6, pixelHeight: 4, scale: 2).description == "Bitmap 6 x 4 px @2x")
        #expect(try Bitmap(pixelWidth: 3, pixelHeight: 3, scale: 1.5).description == "Bitmap 3 x 3 px @1.5x")
    }
}
