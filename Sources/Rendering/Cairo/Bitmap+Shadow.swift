internal import CRaster
extension Bitmap {
    /// A shadow of this bitmap: its alpha blurred with a Gaussian of `sigma` pixels and
    /// filled with `color` (whose alpha scales the shadow's), at the same size and scale.
    ///
    /// Only the drawn part, grown by the blur's reach, is blurred: outside it every pixel is
    /// and stays transparent, so the result is the same as blurring the whole bitmap.
    public func shadow(sigma: Double, color: RGBAColor) throws(RenderingError) -> Bitmap {
        let width = pixelWidth, height = pixelHeight
        let result = try SurfaceStorage.make(pixelWidth: width, pixelHeight: height)
        let sourceRow = storage.bytesPerRow
        // The drawn part: the rows and columns holding any alpha. The loops are C's
        // (`CRaster`), fast in debug builds too.
        var minX: Int32 = 0, minY: Int32 = 0, maxX: Int32 = 0, maxY: Int32 = 0
        guard let source = storage.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
              let cWidth = Int32(exactly: width), let cHeight = Int32(exactly: height),
              craster_alpha_bounds(source, sourceRow, cWidth, cHeight, &minX, &minY, &maxX, &maxY) != 0 else {
            result.markDirty()
            return Bitmap(storage: result, scale: scale)
        }
        let reach = sigma > 0.1 ? Blur.boxRadii(sigma: sigma).reduce(0, +) + 1 : 0
        let left = max(0, Int(minX) - reach), top = max(0, Int(minY) - reach)
        let right = min(width - 1, Int(maxX) + reach), bottom = min(height - 1, Int(maxY) + reach)
        let regionWidth = right - left + 1, regionHeight = bottom - top + 1
        var alpha = [UInt8](repeating: 0, count: regionWidth * regionHeight)
        alpha.withUnsafeMutableBufferPointer { alpha in
            guard let out = alpha.baseAddress else { return }
            craster_extract_alpha(source, sourceRow, Int32(left), Int32(top),
                                  Int32(regionWidth), Int32(regionHeight), out)
        }
        Blur.gaussian(&alpha, width: regionWidth, height: regionHeight, sigma: sigma)
        let target = result.mutableBytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        let opacity = min(max(color.alpha, 0), 1)
        alpha.withUnsafeBufferPointer { alpha in
            guard let shadow = alpha.baseAddress, let target else { return }
            craster_paint_shadow(target, result.bytesPerRow, Int32(left), Int32(top), shadow,
                                 Int32(regionWidth), Int32(regionHeight), opacity, color.red, color.green, color.blue)
        }
        result.markDirty()
        return Bitmap(storage: result, scale: scale)
    }
}
