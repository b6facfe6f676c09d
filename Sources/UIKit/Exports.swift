// Apple's UIKit brings Foundation, CoreGraphics and QuartzCore with it; so does this one.
@_exported import QuartzCore
