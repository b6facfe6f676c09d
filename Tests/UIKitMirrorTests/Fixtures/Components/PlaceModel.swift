import Foundation

/// A model object as Core Data generates it, with runtime API iOS code reaches for.
@objc(Place)
public class Place: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var visits: Int64
    @NSManaged public var tags: NSSet?

    private enum Keys {
        nonisolated(unsafe) static var badge: UInt8 = 0
    }

    var badge: String? {
        get { objc_getAssociatedObject(self, &Keys.badge) as? String }
        set { objc_setAssociatedObject(self, &Keys.badge, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    func attributes() -> CFDictionary {
        let key = "name" as CFString
        let values: [CFString: Any] = [key: name ?? ""]
        return values as CFDictionary
    }

    func copyName(from other: Place) {
        setValue(other.value(forKey: "name"), forKey: "name")
        let keys = dictionaryWithValues(forKeys: [#keyPath(Place.name), #keyPath(Place.visits)])
        setValuesForKeys(keys)
    }
}

extension Place {
    @objc(addTagsObject:)
    @NSManaged public func addToTags(_ value: NSString)

    @objc(removeTagsObject:)
    @NSManaged public func removeFromTags(_ value: NSString)
}

#if os(iOS)
@objc protocol PlaceObserver: AnyObject {
    @objc optional func placeDidChange(_ place: Place)
}

final class PlaceList: NSObject {
    weak var observer: PlaceObserver?
    var places: [Place] = []

    func add(_ place: Place) {
        places.append(place)
        observer?.placeDidChange?(place)
        NotificationCenter.default.addObserver(self, selector: #selector(placesChanged), name: .init("PlacesChanged"), object: nil)
    }

    @objc private func placesChanged() {
        NotificationCenter.default.removeObserver(self)
    }
}
#endif
