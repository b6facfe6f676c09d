@_exported import UIKit
@_exported import Typesetting
@_exported import Rendering
