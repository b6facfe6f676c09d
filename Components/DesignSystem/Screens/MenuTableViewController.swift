import UIKit

/// A side menu's items: a plain table without separators on the menu's surface, each row
/// the item's name in the body style. The container screen embeds one per menu as a child
/// view controller.
public final class MenuTableViewController: UITableViewController {
    /// The items, top to bottom.
    public let items: [String]
    private static let cellIdentifier = "MenuItem"

    /// A menu of `items`.
    public init(items: [String]) {
        self.items = items
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.backgroundColor = .clear
        tableView.separatorStyle = .none
        // Rows size to their text, so the largest text sizes do not crowd the items together.
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = SpacingTokens.buttonHeight
        tableView.isScrollEnabled = false
        tableView.setTypesettingLanguage("ja")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.textProperties.font = TypographyTokens.body
        content.textProperties.color = ColorTokens.textPrimary
        content.directionalLayoutMargins.leading = SpacingTokens.large
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .clear()
        return cell
    }
}
