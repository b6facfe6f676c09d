// Apple's UIKit brings Foundation, CoreGraphics and QuartzCore with it; so does this one.
@_exported import QuartzCore
// On iOS `import UIKit` also makes Core Text's names visible (its headers import Core Text):
// code calls CTFontManagerRegisterFontsForURL or uses kCTLanguageAttributeName with UIKit
// imported alone. So does this one.
@_exported import CoreText
