#if os(iOS)
import UIKit

/// The order history: past orders grouped by month in an inset-grouped table, each row an
/// `OrderCell` with the item, its delivery note and its price tag.
public final class OrderHistoryViewController: UIViewController {
    /// One past order.
    public struct Order {
        public let item: String
        public let note: String
        public let amount: Int
    }

    public let tableView = UITableView(frame: .zero, style: .insetGrouped)

    public var months: [(title: String, orders: [Order])] = [
        ("November", [
            Order(item: "Ceramic pour-over set", note: "Delivered Nov 18", amount: 4_800),
            Order(item: "Linen tea towels (3)", note: "Delivered Nov 9 · left with the concierge at the front desk", amount: 2_400),
        ]),
        ("October", [
            Order(item: "Cast iron kettle", note: "Delivered Oct 30", amount: 12_800),
        ]),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        view.backgroundColor = .systemGroupedBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(OrderCell.self, forCellReuseIdentifier: OrderCell.reuseIdentifier)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

extension OrderHistoryViewController: UITableViewDataSource, UITableViewDelegate {
    public func numberOfSections(in tableView: UITableView) -> Int {
        months.count
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        months[section].orders.count
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        months[section].title
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: OrderCell.reuseIdentifier, for: indexPath) as! OrderCell
        cell.show(months[indexPath.section].orders[indexPath.row])
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
#endif
