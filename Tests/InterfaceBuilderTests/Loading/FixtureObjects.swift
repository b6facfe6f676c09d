import ObjectiveC
import UIKit

/// A table data source a team drops into a storyboard scene as an object (`<customObject>`),
/// with a property the document sets as a runtime attribute.
final class FixtureDataSource: NSObject, UITableViewDataSource {
    var prefix = "Row"

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(prefix) \(indexPath.row + 1)"
        return cell
    }
}

/// An object whose only initializer takes an argument: nothing can make it from a document.
final class FixtureNamedSource: NSObject {
    let name: String
    init(name: String) { self.name = name }
}

/// A segue of the team's class: it presents without animation and records that it ran.
final class FixtureFadeSegue: UIStoryboardSegue {
    static var performed: [String] = []

    override func perform() {
        Self.performed.append(identifier ?? "nil")
        source.present(destination, animated: false)
    }
}

/// A segue class the mirror would not register (tests leave it out on purpose).
final class FixtureUnregisteredSegue: UIStoryboardSegue {}

/// What the UIKit mirror generates for these classes in a mirrored module: the factories and
/// the `prefix` setter the runtime attribute uses.
enum FixtureObjects {
    static let registered: Void = {
        InterfaceBuilderObjects.register(FixtureDataSource.self) { FixtureDataSource() }
        InterfaceBuilderObjects.register(FixtureFadeSegue.self) {
            (segue: (identifier: String?, source: UIViewController, destination: UIViewController)) in
            FixtureFadeSegue(identifier: segue.identifier, source: segue.source, destination: segue.destination)
        }
        _ = Selector("setPrefix:", target: FixtureDataSource.self) { target, arguments in
            Selector.assign(arguments, to: \FixtureDataSource.prefix, of: target)
        }
    }()
}
