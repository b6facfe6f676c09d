import UIKit

/// The settings screen: an inset-grouped table of switches and values, each section with a
/// header, the notifications section with a footer that explains it. A plain
/// `UITableViewController` with a classic data source, cells configured with
/// `UIListContentConfiguration`.
public final class SettingsViewController: UITableViewController {
    /// One row of the screen.
    struct Row {
        enum Kind {
            /// A switch in the accessory view, on or off.
            case toggle(Bool)
            /// A value on the trailing side and a disclosure indicator.
            case value(String)
            /// A destructive action in the primary color of danger.
            case action
        }

        let title: String
        let kind: Kind
    }

    /// One section: its header, rows and footer.
    struct Section {
        let header: String
        let rows: [Row]
        let footer: String?
    }

    private static let cellIdentifier = "SettingCell"
    private static let headerFooterIdentifier = "SettingHeaderFooter"

    /// The sections, made when the table first asks for them, in the app's language.
    private(set) lazy var sections: [Section] = [
        Section(header: NSLocalizedString("通知", bundle: .module, comment: "Settings section header"), rows: [
            Row(title: NSLocalizedString("プッシュ通知", bundle: .module, comment: "Settings row: push notifications switch"), kind: .toggle(true)),
            Row(title: NSLocalizedString("予約のリマインダー", bundle: .module, comment: "Settings row: booking reminder switch"),
                kind: .toggle(false)),
        ], footer: NSLocalizedString("予約の前日と当日の朝にお知らせします。通知の許可は端末の設定アプリからいつでも変更できます。", bundle: .module,
                                     comment: "Settings footer under the notification switches")),
        Section(header: NSLocalizedString("表示", bundle: .module, comment: "Settings section header"), rows: [
            Row(title: NSLocalizedString("文字サイズ", bundle: .module, comment: "Settings row"),
                kind: .value(NSLocalizedString("標準", bundle: .module, comment: "Text size: the default"))),
            Row(title: NSLocalizedString("テーマ", bundle: .module, comment: "Settings row"),
                kind: .value(NSLocalizedString("自動", bundle: .module, comment: "Theme: follows the system"))),
            Row(title: NSLocalizedString("言語", bundle: .module, comment: "Settings row"),
                kind: .value(NSLocalizedString("日本語", bundle: .module, comment: "The app's language, named in that language"))),
        ], footer: nil),
        Section(header: NSLocalizedString("アカウント", bundle: .module, comment: "Settings section header"), rows: [
            Row(title: NSLocalizedString("ログアウト", bundle: .module, comment: "Settings row: sign out"), kind: .action),
        ], footer: nil),
    ]

    public init() {
        super.init(style: .insetGrouped)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("設定", bundle: .module, comment: "Settings screen title")
        // Japanese content: Japanese glyph forms whatever the device language.
        view.setTypesettingLanguage("ja")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerFooterIdentifier)
    }

    public override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    public override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerFooter(.groupedHeader(), text: sections[section].header)
    }

    public override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sections[section].footer.flatMap { headerFooter(.groupedFooter(), text: $0) }
    }

    /// A section's header or footer in the grouped style, its text in the design system's
    /// secondary color (the system's is under 4.5:1 on the grouped background).
    private func headerFooter(_ style: UIListContentConfiguration, text: String) -> UITableViewHeaderFooterView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerFooterIdentifier)
        var content = style
        content.text = text
        content.textProperties.color = ColorTokens.textSecondary
        view?.contentConfiguration = content
        return view
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        switch row.kind {
        case let .toggle(isOn):
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            let toggle = UISwitch()
            toggle.isOn = isOn
            cell.accessoryView = toggle
            cell.accessoryType = .none
            cell.selectionStyle = .none
        case let .value(value):
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = value
            // The system's secondary label color is 3.4:1 on white: the design system's keeps 4.5:1.
            content.secondaryTextProperties.color = ColorTokens.textSecondary
            cell.contentConfiguration = content
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        case .action:
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.textProperties.color = ColorTokens.danger
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            cell.accessoryView = nil
            cell.accessoryType = .none
            cell.selectionStyle = .default
        }
        return cell
    }
}
