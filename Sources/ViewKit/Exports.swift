// Views are laid out in points with the geometry types, set text with the text engine's
// fonts and languages, and draw into the renderer's canvas: one import brings all three.
@_exported import Geometry
@_exported import Rendering
@_exported import Typesetting
