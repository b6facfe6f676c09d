/// How drawn pixels combine with those beneath, CoreGraphics' `CGBlendMode`.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut,
         sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How images are resampled, CoreGraphics' `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}
