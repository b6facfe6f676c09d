// Apple's Core Text brings CoreGraphics (and with it Foundation and CoreFoundation's names)
// along; so does this module.
@_exported import CoreGraphics
