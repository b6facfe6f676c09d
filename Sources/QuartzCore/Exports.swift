// Apple's QuartzCore brings CoreGraphics (and with it Foundation); so does this module.
@_exported import CoreGraphics
