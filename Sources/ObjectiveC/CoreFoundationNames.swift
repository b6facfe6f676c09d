import Foundation

// The CoreFoundation type names iOS code casts to (`"key" as CFString`,
// `attributes as CFDictionary`), each the toll-free bridged Foundation type it names on
// Darwin, so those casts compile and round-trip.

/// An immutable string (`NSString`).
public typealias CFString = NSString
/// An immutable array (`NSArray`).
public typealias CFArray = NSArray
/// An immutable dictionary (`NSDictionary`).
public typealias CFDictionary = NSDictionary
/// Any CoreFoundation object.
public typealias CFTypeRef = AnyObject
/// A time interval in seconds.
public typealias CFTimeInterval = TimeInterval
/// A count or an index.
public typealias CFIndex = Int
/// A URL (`NSURL`): `url as CFURL` for Core Text's font registration and the like.
public typealias CFURL = NSURL
/// An error (`NSError`), what CoreFoundation and Core Text functions hand back through an
/// `Unmanaged<CFError>?` out-parameter.
public typealias CFError = NSError
/// Immutable bytes (`NSData`).
public typealias CFData = NSData

/// The error's description, CoreFoundation's `CFErrorCopyDescription`.
public func CFErrorCopyDescription(_ err: CFError!) -> CFString! {
    err.map { $0.localizedDescription as NSString }
}

/// The error's code, CoreFoundation's `CFErrorGetCode`.
public func CFErrorGetCode(_ err: CFError!) -> CFIndex {
    err?.code ?? 0
}

/// The error's domain, CoreFoundation's `CFErrorGetDomain`.
public func CFErrorGetDomain(_ err: CFError!) -> CFString! {
    err.map { $0.domain as NSString }
}
