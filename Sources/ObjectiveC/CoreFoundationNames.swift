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
