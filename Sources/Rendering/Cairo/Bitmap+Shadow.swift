extension Bitmap {
    /// A shadow of this bitmap: its alpha blurred with a Gaussian of `sigma` pixels and
    /// filled with `color` (whose alpha scales the shadow's), at the same size and scale.
    ///
    /// Only the drawn part, grown by the blur's reach, is blurred: outside it every pixel is
    /// and stays transparent, so the result is the same as blurring the whole bitmap.
    public func shadow(sigma: Double, color: RGBAColor) throws(RenderingError) -> Bitmap {
        let width = pixelWidth, height = pixelHeight
        let result = try SurfaceStorage.make(pixelWidth: width, pixelHeight: height)
        let source = storage.bytes
        func alphaAt(_ x: Int, _ y: Int) -> UInt8 {
            UInt8(source.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self) >> 24)
        }
        // The drawn part: the rows and columns holding any alpha.
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where alphaAt(x, y) != 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else {
            result.markDirty()
            return Bitmap(storage: result, scale: scale)
        }
        let reach = sigma > 0.1 ? Blur.boxRadii(sigma: sigma).reduce(0, +) + 1 : 0
        let left = max(0, minX - reach), top = max(0, minY - reach)
        let right = min(width - 1, maxX + reach), bottom = min(height - 1, maxY + reach)
        let regionWidth = right - left + 1, regionHeight = bottom - top + 1
        var alpha = [UInt8](repeating: 0, count: regionWidth * regionHeight)
        for y in 0..<regionHeight {
            for x in 0..<regionWidth {
                alpha[y * regionWidth + x] = alphaAt(left + x, top + y)
            }
        }
        Blur.gaussian(&alpha, width: regionWidth, height: regionHeight, sigma: sigma)
        let target = result.mutableBytes
        let opacity = min(max(color.alpha, 0), 1)
        func component(_ value: Double) -> Double { min(max(value, 0), 1) }
        for y in 0..<regionHeight {
            for x in 0..<regionWidth {
                let a = Double(alpha[y * regionWidth + x]) * opacity
                guard a > 0 else { continue }
                let pixel = UInt32((a).rounded()) << 24
                    | UInt32((component(color.red) * a).rounded()) << 16
                    | UInt32((component(color.green) * a).rounded()) << 8
                    | UInt32((component(color.blue) * a).rounded())
                target.storeBytes(of: pixel, toByteOffset: (top + y) * result.bytesPerRow + (left + x) * 4, as: UInt32.self)
            }
        }
        result.markDirty()
        return Bitmap(storage: result, scale: scale)
    }
}
