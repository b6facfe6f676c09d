extension Bitmap {
    /// A shadow of this bitmap: its alpha blurred with a Gaussian of `sigma` pixels and
    /// filled with `color` (whose alpha scales the shadow's), at the same size and scale.
    public func shadow(sigma: Double, color: RGBAColor) throws(RenderingError) -> Bitmap {
        let width = pixelWidth, height = pixelHeight
        var alpha = [UInt8](repeating: 0, count: width * height)
        let source = storage.bytes
        for y in 0..<height {
            for x in 0..<width {
                alpha[y * width + x] = UInt8(source.load(fromByteOffset: y * storage.bytesPerRow + x * 4, as: UInt32.self) >> 24)
            }
        }
        Blur.gaussian(&alpha, width: width, height: height, sigma: sigma)
        let result = try SurfaceStorage.make(pixelWidth: width, pixelHeight: height)
        let target = result.mutableBytes
        let opacity = min(max(color.alpha, 0), 1)
        func component(_ value: Double) -> Double { min(max(value, 0), 1) }
        for y in 0..<height {
            for x in 0..<width {
                let a = Double(alpha[y * width + x]) * opacity
                let pixel = UInt32((a).rounded()) << 24
                    | UInt32((component(color.red) * a).rounded()) << 16
                    | UInt32((component(color.green) * a).rounded()) << 8
                    | UInt32((component(color.blue) * a).rounded())
                target.storeBytes(of: pixel, toByteOffset: y * result.bytesPerRow + x * 4, as: UInt32.self)
            }
        }
        result.markDirty()
        return Bitmap(storage: result, scale: scale)
    }
}
