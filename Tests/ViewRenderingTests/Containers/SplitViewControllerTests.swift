import Foundation
import Testing
import ViewRendering

/// A delegate that records what the split view asks and tells, and answers as told.
@MainActor
final class SplitRecorder: UISplitViewControllerDelegate {
    var calls: [String] = []
    var topColumn: UISplitViewController.Column?
    var expandTo: UISplitViewController.DisplayMode?

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        calls.append("topColumn(proposed: \(proposedTopColumn), collapsed: \(svc.isCollapsed))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode {
        calls.append("displayModeForExpanding(proposed: \(proposedDisplayMode))")
        return expandTo ?? proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        calls.append("didCollapse(collapsed: \(svc.isCollapsed))")
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        calls.append("didExpand(collapsed: \(svc.isCollapsed))")
    }
}

@MainActor
@Suite("UISplitViewController as iOS 14 and later lay it out")
struct SplitViewControllerTests {
    typealias Support = ContainerTestSupport

    /// A split view of `style` with a recording controller in each of its columns.
    static func split(_ style: UISplitViewController.Style, mode: UISplitViewController.DisplayMode = .automatic,
                      delegate: SplitRecorder? = nil) -> (UISplitViewController, [UISplitViewController.Column: RecordingController]) {
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        split.preferredDisplayMode = mode
        var columns: [UISplitViewController.Column: RecordingController] = [
            .primary: RecordingController(title: "一覧"), .secondary: NoteController(title: "メモ"),
        ]
        if style == .tripleColumn { columns[.supplementary] = RecordingController(title: "フォルダ") }
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary] {
            if let controller = columns[column] { split.setViewController(controller, for: column) }
        }
        return (split, columns)
    }

    /// The frame of `controller`'s column (its navigation controller's view) in the window.
    static func columnFrame(_ controller: UIViewController, in window: UIWindow) -> CGRect? {
        guard let view = controller.navigationController?.viewIfLoaded, view.window === window else { return nil }
        return view.convert(view.bounds, to: window)
    }

    @Test("Each column's controller is wrapped in a navigation controller, which is the split view's child; viewController(for:) gives the original back")
    func columnsAreWrapped() throws {
        let (split, columns) = Self.split(.tripleColumn)
        let navigations = split.children.compactMap { $0 as? UINavigationController }
        #expect(navigations.count == 3)
        #expect(navigations.map { $0.viewControllers.first } .map { $0 as AnyObject } .elementsEqual(
            [columns[.primary], columns[.supplementary], columns[.secondary]].map { $0 as AnyObject }, by: ===))
        for (column, controller) in columns {
            #expect(split.viewController(for: column) === controller)
            #expect(controller.splitViewController === split)
            #expect(controller.navigationController?.parent === split)
        }
        #expect(split.viewControllers.count == 3)

        // A navigation controller given to a column is used as it is.
        let own = UINavigationController(rootViewController: UIViewController())
        split.setViewController(own, for: .primary)
        #expect(split.viewController(for: .primary) === own)
        #expect(split.viewControllers.first === own)
        #expect(split.children.contains { $0 === own })
        #expect(columns[.primary]?.navigationController?.parent == nil, "the replaced column's navigation controller left")

        // A plain controller given to a secondary column that already shows one is pushed.
        let next = UIViewController()
        split.setViewController(next, for: .secondary)
        #expect(split.viewController(for: .secondary) === next)
        #expect(next.navigationController?.viewControllers.first === columns[.secondary])
        #expect(next.navigationController?.topViewController === next)
    }

    @Test("Double column on the iPad, one beside the secondary: a 320-point primary column, the secondary in the rest, each with its navigation bar")
    func doubleColumnBeside() throws {
        try Support.show(on: .iPad, { Self.split(.doubleColumn, mode: .oneBesideSecondary).0 }) { split, window in
            let primary = try #require(split.viewController(for: .primary))
            let secondary = try #require(split.viewController(for: .secondary))
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(split.splitBehavior == .tile)
            #expect(split.isCollapsed == false)
            #expect(split.primaryColumnWidth == 320)
            #expect(Self.columnFrame(primary, in: window) == CGRect(x: 0, y: 0, width: 320, height: 1366))
            #expect(Self.columnFrame(secondary, in: window) == CGRect(x: 320, y: 0, width: 704, height: 1366))
            let bar = try #require(secondary.navigationController?.navigationBar)
            #expect(bar.convert(bar.bounds, to: window) == CGRect(x: 320, y: 24, width: 704, height: 44))
            #expect(secondary.view.safeAreaInsets.top == 68, "status bar and navigation bar")
            #expect(split.isShowing(.primary) && split.isShowing(.secondary))
        }
    }

    @Test("Double column on the iPad upright, automatic: the secondary alone (overlay behavior); the hidden primary gets no appearance calls")
    func doubleColumnAutomaticPortrait() throws {
        try Support.show(on: .iPad, { Self.split(.doubleColumn) }) { pair, window in
            let (split, columns) = pair
            #expect(split.displayMode == .secondaryOnly)
            #expect(split.splitBehavior == .overlay)
            let primary = try #require(columns[.primary]), secondary = try #require(columns[.secondary])
            #expect(Self.columnFrame(primary, in: window) == nil, "off screen")
            #expect(Self.columnFrame(secondary, in: window) == CGRect(x: 0, y: 0, width: 1024, height: 1366))
            #expect(!primary.calls.contains("viewWillAppear"))
            #expect(secondary.calls.contains("viewWillAppear") && secondary.calls.contains("viewDidAppear"))
            #expect(secondary.calls.contains("didMove(UINavigationController)"))
            #expect(primary.calls.contains("didMove(UINavigationController)"), "still a child of its column")
        }
    }

    @Test("On the iPad on its side, automatic: double column tiles one beside the secondary, triple column tiles both sidebars")
    func automaticLandscape() throws {
        try Support.show(on: Support.iPadLandscape, { Self.split(.doubleColumn).0 }) { split, window in
            #expect(split.splitBehavior == .tile)
            #expect(split.displayMode == .oneBesideSecondary)
            let secondary = try #require(split.viewController(for: .secondary))
            #expect(Self.columnFrame(secondary, in: window) == CGRect(x: 320, y: 0, width: 1046, height: 1024))
        }
        try Support.show(on: Support.iPadLandscape, { Self.split(.tripleColumn).0 }) { split, window in
            #expect(split.displayMode == .twoBesideSecondary)
            let supplementary = try #require(split.viewController(for: .supplementary))
            let secondary = try #require(split.viewController(for: .secondary))
            #expect(Self.columnFrame(supplementary, in: window) == CGRect(x: 320, y: 0, width: 320, height: 1024))
            #expect(Self.columnFrame(secondary, in: window) == CGRect(x: 640, y: 0, width: 726, height: 1024))
        }
    }

    @Test("Triple column on the iPad in each display mode: the columns' frames")
    func tripleColumnModes() throws {
        let cases: [(UISplitViewController.DisplayMode, primary: CGRect?, supplementary: CGRect?, secondary: CGRect)] = [
            (.twoBesideSecondary, CGRect(x: 0, y: 0, width: 320, height: 1366), CGRect(x: 320, y: 0, width: 320, height: 1366),
             CGRect(x: 640, y: 0, width: 384, height: 1366)),
            (.oneBesideSecondary, nil, CGRect(x: 0, y: 0, width: 320, height: 1366), CGRect(x: 320, y: 0, width: 704, height: 1366)),
            (.secondaryOnly, nil, nil, CGRect(x: 0, y: 0, width: 1024, height: 1366)),
            (.oneOverSecondary, nil, CGRect(x: 0, y: 0, width: 320, height: 1366), CGRect(x: 0, y: 0, width: 1024, height: 1366)),
            (.twoOverSecondary, CGRect(x: 0, y: 0, width: 320, height: 1366), CGRect(x: 320, y: 0, width: 320, height: 1366),
             CGRect(x: 0, y: 0, width: 1024, height: 1366)),
            (.twoDisplaceSecondary, CGRect(x: 0, y: 0, width: 320, height: 1366), CGRect(x: 320, y: 0, width: 320, height: 1366),
             CGRect(x: 640, y: 0, width: 704, height: 1366)),
        ]
        for (mode, primary, supplementary, secondary) in cases {
            try Support.show(on: .iPad, { Self.split(.tripleColumn, mode: mode).0 }) { split, window in
                #expect(split.displayMode == mode)
                let columns = try [UISplitViewController.Column.primary, .supplementary, .secondary].map { try #require(split.viewController(for: $0)) }
                #expect(Self.columnFrame(columns[0], in: window) == primary, "\(mode) primary")
                #expect(Self.columnFrame(columns[1], in: window) == supplementary, "\(mode) supplementary")
                #expect(Self.columnFrame(columns[2], in: window) == secondary, "\(mode) secondary")
                if let supplementary {
                    // The sidebars lie over the secondary column.
                    let subviews = split.view.subviews
                    let secondaryIndex = try #require(subviews.firstIndex { $0 === columns[2].navigationController?.view })
                    let supplementaryIndex = try #require(subviews.firstIndex { $0 === columns[1].navigationController?.view })
                    #expect(supplementaryIndex > secondaryIndex, "\(mode): \(supplementary)")
                }
            }
        }
    }

    @Test("Double column display modes follow the split behavior: two sidebars become one, beside becomes over when overlaying")
    func displayModesFollowBehavior() throws {
        try Support.show(on: .iPad, { () -> UISplitViewController in
            let split = Self.split(.doubleColumn, mode: .twoBesideSecondary).0
            split.preferredSplitBehavior = .overlay
            return split
        }) { split, window in
            #expect(split.displayMode == .oneOverSecondary)
            let primary = try #require(split.viewController(for: .primary))
            #expect(Self.columnFrame(primary, in: window) == CGRect(x: 0, y: 0, width: 320, height: 1366))
            split.hide(.primary)
            window.layoutIfNeeded()
            #expect(split.displayMode == .secondaryOnly)
            #expect(Self.columnFrame(primary, in: window) == nil)
            split.show(.primary)
            window.layoutIfNeeded()
            #expect(split.displayMode == .oneOverSecondary)
        }
    }

    @Test("Column widths: the fraction within the maximum, the preferred width over the fraction, the minimum; a trailing primary edge mirrors")
    func columnWidths() throws {
        try Support.show(on: .iPad, { () -> UISplitViewController in
            let split = Self.split(.doubleColumn, mode: .oneBesideSecondary).0
            split.preferredPrimaryColumnWidthFraction = 0.4
            return split
        }) { split, window in
            #expect(split.primaryColumnWidth == 320, "the default maximum holds a fraction to 320")
            split.maximumPrimaryColumnWidth = 500
            #expect(split.primaryColumnWidth == 409)
            split.preferredPrimaryColumnWidth = 280
            #expect(split.primaryColumnWidth == 280)
            split.minimumPrimaryColumnWidth = 300
            #expect(split.primaryColumnWidth == 300)
            split.primaryEdge = .trailing
            window.layoutIfNeeded()
            let primary = try #require(split.viewController(for: .primary))
            #expect(Self.columnFrame(primary, in: window) == CGRect(x: 724, y: 0, width: 300, height: 1366))
            let secondary = try #require(split.viewController(for: .secondary))
            #expect(Self.columnFrame(secondary, in: window) == CGRect(x: 0, y: 0, width: 724, height: 1366))
        }
    }

    @Test("On an iPhone a double column collapses into the primary's navigation stack with the secondary pushed on top")
    func collapsesOnIPhone() throws {
        let recorder = SplitRecorder()
        try Support.show(on: .iPhonePortrait, { Self.split(.doubleColumn, delegate: recorder) }) { pair, window in
            let (split, columns) = pair
            let primary = try #require(columns[.primary]), secondary = try #require(columns[.secondary])
            #expect(split.isCollapsed)
            #expect(recorder.calls == ["topColumn(proposed: secondary, collapsed: false)", "didCollapse(collapsed: true)"])
            let navigation = try #require(split.viewControllers.first as? UINavigationController)
            #expect(split.viewControllers.count == 1)
            #expect(split.children.count == 1 && split.children.first === navigation)
            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.viewControllers.first === primary && navigation.topViewController === secondary)
            #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(secondary.view.window === window && primary.viewIfLoaded?.window == nil)
            #expect(secondary.calls.contains("viewWillAppear"))
            #expect(split.isShowing(.secondary))
        }
    }

    @Test("The delegate's top column decides the collapsed stack: the primary alone, or a triple column's three levels")
    func collapsedTopColumn() throws {
        let recorder = SplitRecorder()
        recorder.topColumn = .primary
        try Support.show(on: .iPhonePortrait, { Self.split(.tripleColumn, delegate: recorder) }) { pair, _ in
            let (split, columns) = pair
            let navigation = try #require(split.viewControllers.first as? UINavigationController)
            #expect(navigation.viewControllers.count == 1 && navigation.topViewController === columns[.primary])
            #expect(split.isShowing(.primary))
        }
        try Support.show(on: .iPhonePortrait, { Self.split(.tripleColumn) }) { pair, _ in
            let (split, columns) = pair
            let navigation = try #require(split.viewControllers.first as? UINavigationController)
            #expect(navigation.viewControllers.elementsEqual([columns[.primary], columns[.supplementary], columns[.secondary]]) { $0 === $1 })
        }
    }

    @Test("A compact column's controller is what a collapsed split view shows, full screen")
    func compactColumn() throws {
        let tabs = UITabBarController()
        try Support.show(on: .iPhonePortrait, { () -> UISplitViewController in
            let split = Self.split(.doubleColumn).0
            tabs.viewControllers = [UINavigationController(rootViewController: RowsController(title: "一覧", count: 3))]
            split.setViewController(tabs, for: .compact)
            return split
        }) { split, window in
            #expect(split.viewController(for: .compact) === tabs)
            #expect(split.viewControllers.count == 1 && split.viewControllers.first === tabs)
            #expect(tabs.parent === split && tabs.view.window === window)
            #expect(tabs.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            let primary = try #require(split.viewController(for: .primary))
            #expect(primary.viewIfLoaded?.window == nil)
        }
    }

    @Test("Expanding again asks the delegate for the display mode and tells it the split view expanded; the columns get their stacks back")
    func expands() throws {
        let recorder = SplitRecorder()
        recorder.expandTo = .oneBesideSecondary
        try Support.show(on: .iPhonePortrait, { Self.split(.doubleColumn, delegate: recorder) }) { pair, window in
            let (split, columns) = pair
            #expect(split.isCollapsed)
            split.traitOverrides.horizontalSizeClass = .regular
            window.layoutIfNeeded()
            #expect(!split.isCollapsed)
            #expect(recorder.calls.suffix(2) == ["displayModeForExpanding(proposed: secondaryOnly)", "didExpand(collapsed: false)"])
            #expect(split.displayMode == .oneBesideSecondary)
            let secondary = try #require(columns[.secondary])
            #expect(secondary.navigationController?.viewControllers.count == 1)
            #expect(columns[.primary]?.navigationController?.viewControllers.count == 1)
            #expect(split.viewControllers.count == 2)
        }
    }

    @Test("A classic split view collapses on an iPhone by pushing the secondary onto the primary navigation controller")
    func classicCollapse() throws {
        let master = RecordingController(title: "一覧"), detail = NoteController(title: "詳細")
        try Support.show(on: .iPhonePortrait, { () -> UISplitViewController in
            let split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: master), detail]
            return split
        }) { split, _ in
            #expect(split.style == .unspecified)
            #expect(split.isCollapsed)
            let navigation = try #require(split.viewControllers.first as? UINavigationController)
            #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
            #expect(split.viewController(for: .primary) == nil, "no column API on a classic split view")
        }
    }

    @Test("Rendered: a double column mail layout on the iPad, with a sidebar list and a separator between the columns")
    func renderDoubleColumn() throws {
        let image = try Support.render(on: .iPad, name: "split-double-iPad") {
            let split = UISplitViewController(style: .doubleColumn)
            split.preferredDisplayMode = .oneBesideSecondary
            split.setViewController(SidebarController(), for: .primary)
            split.setViewController(NoteController(title: "甘酒横丁"), for: .secondary)
            return split
        }
        #expect(image.size == CGSize(width: 1024, height: 1366))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let separator = Support.pixel(image, x: 319.75, y: 700), sidebar = Support.pixel(image, x: 300, y: 700), detail = Support.pixel(image, x: 500, y: 700)
        #expect(separator != sidebar && separator != detail, "a hairline between the columns")
        #expect(sidebar != detail, "the sidebar list's grouped background beside the detail's")
    }

    @Test("Rendered: a triple column on the iPad (two sidebars beside the secondary), and the same split collapsed on an iPhone")
    func renderTripleAndCollapsed() throws {
        func make() -> UISplitViewController {
            let split = UISplitViewController(style: .tripleColumn)
            split.preferredDisplayMode = .twoBesideSecondary
            split.setViewController(SidebarController(), for: .primary)
            split.setViewController(RowsController(title: "受信", count: 12), for: .supplementary)
            split.setViewController(NoteController(title: "甘酒横丁"), for: .secondary)
            return split
        }
        let triple = try Support.render(on: .iPad, name: "split-triple-iPad", make)
        #expect(triple.warnings.isEmpty, "\(triple.warnings)")
        let collapsed = try Support.render(on: .iPhonePortrait, name: "split-collapsed-iPhone", make)
        #expect(collapsed.size == CGSize(width: 390, height: 844))
        #expect(collapsed.warnings.isEmpty, "\(collapsed.warnings)")
    }
}
