import Foundation
import Locking

/// The observers `NotificationCenter.addObserver(_:selector:name:object:)` added: for each,
/// the block observer that stands for it, so `removeObserver(_:)` can remove them.
final class SelectorObservers: Sendable {
    /// The one table of the process.
    static let shared = SelectorObservers()

    /// One selector observer.
    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        weak var center: NotificationCenter?
        let name: NSNotification.Name?
        let object: AnyObject?
        var token: NSObjectProtocol?

        init(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) {
            self.observer = observer
            self.center = center
            self.name = name
            self.object = object
        }
    }

    private let registrations = Locked<[ObjectIdentifier: [Registration]]>([:])

    /// Records `registration` under its observer.
    func add(_ registration: Registration, for observer: AnyObject) {
        registrations.withLock { $0[ObjectIdentifier(observer), default: []].append(registration) }
    }

    /// Removes and returns the registrations of `observer` with `center` that match `name`
    /// and `object` (every one when they are `nil`).
    func remove(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) -> [Registration] {
        registrations.withLock { table in
            let id = ObjectIdentifier(observer)
            guard let all = table[id] else { return [] }
            var kept: [Registration] = []
            var removed: [Registration] = []
            for registration in all {
                let stale = registration.observer == nil
                let matches = registration.observer === observer && registration.center === center
                    && (name == nil || registration.name == name) && (object == nil || registration.object === object)
                if stale || matches { removed.append(registration) } else { kept.append(registration) }
            }
            table[id] = kept.isEmpty ? nil : kept
            return removed
        }
    }

    /// Forgets `registration` (its observer is gone).
    func forget(_ registration: Registration) {
        registrations.withLock { table in
            for (id, list) in table where list.contains(where: { $0 === registration }) {
                let kept = list.filter { $0 !== registration }
                table[id] = kept.isEmpty ? nil : kept
            }
        }
    }
}
