import Foundation
internal import Locking
internal import Rendering
internal import Typesetting

/// The design checks a render runs on the laid-out view tree and the drawn pixels
/// (docs/DESIGN-CHECKS.md): each finds what a design review would point at, with the region
/// in the image.
@MainActor
enum DesignChecks {
    /// What the checks find in `image` (the view the bitmap shows, at its origin) drawn as
    /// `bitmap`; `screen` is the window of a screen's render, `nil` for a component.
    ///
    /// The checks that read the view tree run now; those that measure pixels (contrast) are
    /// kept as probes and measured when the findings are first read, so a render whose
    /// findings nobody reads pays for the walk only.
    static func findings(in image: UIView, bitmap: Bitmap, screen: UIWindow?, traits: UITraitCollection,
                         missingTranslations: [MissingTranslation] = []) -> DesignFindings {
        var checks = Walk(image: image, screen: screen, traits: traits)
        checks.visit(image, clip: image.bounds, ownClip: image.bounds, insideControl: false, insideSystemBar: false, insideScrollView: false)
        checks.checkUnits()
        checks.checkTranslations(missingTranslations)
        return DesignFindings(pending: checks.findings, bitmap: bitmap, backdrop: checks.backdrop)
    }

    /// One walk of the tree, collecting findings and what the overlap check compares.
    @MainActor
    private struct Walk {
        let image: UIView
        let screen: UIWindow?
        let backdrop: ContrastSample.Color
        /// The findings in the order they were found, pixel measurements left for later.
        var findings: [DesignFindings.Pending] = []
        /// Texts and controls, in drawing order: their visible rectangle, whether they are
        /// inside a control (then the control is compared, not they) or a scroll view, and
        /// their place in drawing order.
        var units: [Unit] = []
        /// The views with a background, in drawing order: what may cover a unit drawn before.
        var backgrounds: [(view: UIView, rect: CGRect, order: Int)] = []
        var order = 0
        var widerReported = false

        struct Unit {
            var view: UIView
            var rect: CGRect
            /// The rectangle that clips other than scroll views' leave (content scrolled out of
            /// view is not cut).
            var ownRect: CGRect
            var frame: CGRect
            var insideControl: Bool
            var insideScrollView: Bool
            var systemBar: Bool
            var order: Int
        }

        init(image: UIView, screen: UIWindow?, traits: UITraitCollection) {
            self.image = image
            self.screen = screen
            var red: CGFloat = 1, green: CGFloat = 1, blue: CGFloat = 1, alpha: CGFloat = 1
            UIColor.systemBackground.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            backdrop = ContrastSample.Color(red: Int((red * 255).rounded()), green: Int((green * 255).rounded()), blue: Int((blue * 255).rounded()))
        }

        mutating func add(_ check: DesignFinding.Check, _ severity: DesignFinding.Severity, _ view: UIView, _ message: String, _ region: CGRect) {
            findings.append(.found(DesignFinding(check: check, severity: severity, viewPath: view.hierarchyPath, message: message, region: region.integral)))
        }

        mutating func visit(_ view: UIView, clip: CGRect, ownClip: CGRect, insideControl: Bool, insideSystemBar: Bool, insideScrollView: Bool) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            let frame = view === image ? view.bounds : view.convert(view.bounds, to: image)
            let visible = frame.intersection(clip)
            guard !visible.isNull, visible.width > 0.5, visible.height > 0.5 else { return }
            order += 1
            let systemBar = insideSystemBar || view is UINavigationBar || view is UITabBar || view is UIToolbar
            checkWidth(view, frame: frame, insideScrollView: insideScrollView)
            if view !== image, let background = view.backgroundColor?.resolvedColor(with: view.traitCollection), background.cgColor.alpha * view.alpha >= 0.2 {
                backgrounds.append((view, visible, order))
            }
            let isText = (view as? UILabel).map { !($0.text ?? "").isEmpty || ($0.attributedText?.length ?? 0) > 0 } ?? false
            if isText || view is UIControl {
                units.append(Unit(view: view, rect: visible, ownRect: frame.intersection(ownClip), frame: frame, insideControl: insideControl,
                                  insideScrollView: insideScrollView, systemBar: systemBar, order: order))
            }
            let childClip = view.clipsToBounds ? visible : clip
            // Inside a scroll view only the clipping of its content counts (a cell's): its own
            // edges, and those of the views around it, cut what is scrolled out of view.
            let childOwnClip = view is UIScrollView ? CGRect.infinite : view.clipsToBounds ? frame.intersection(ownClip) : ownClip
            for subview in view.subviews {
                visit(subview, clip: childClip, ownClip: childOwnClip, insideControl: insideControl || view is UIControl, insideSystemBar: systemBar,
                      insideScrollView: insideScrollView || view is UIScrollView)
            }
        }

        /// Whether a view with a background drawn after `unit` (and not part of it) covers it
        /// whole: a dimming view, a drawer, an alert. What it covers is not judged.
        func isCovered(_ unit: Unit) -> Bool {
            backgrounds.contains { background in
                background.order > unit.order && !background.view.isDescendant(of: unit.view) && background.rect.insetBy(dx: -0.5, dy: -0.5).contains(unit.rect)
            }
        }

        /// Runs the checks of each text and control, then those between them.
        mutating func checkUnits() {
            for unit in units where !isCovered(unit) {
                if let label = unit.view as? UILabel {
                    checkText(label, unit)
                } else if let control = unit.view as? UIControl, !unit.insideControl {
                    checkControl(control, frame: unit.frame, visible: unit.rect, systemBar: unit.systemBar)
                }
            }
            findOverlaps()
        }

        // MARK: Text

        mutating func checkText(_ label: UILabel, _ unit: Unit) {
            let frame = unit.frame, visible = unit.rect, systemBar = unit.systemBar
            if let layout = label.lastLayout {
                if layout.isTruncated {
                    add(.designedTruncation, .info, label, "cut at \(label.numberOfLines == 0 ? "its height" : "\(label.numberOfLines) line\(label.numberOfLines == 1 ? "" : "s")") "
                        + "with an ellipsis: \"\(layout.visibleText.joined(separator: " / "))\"", visible)
                } else if layout.isClipped {
                    add(.clippedText, .error, label, "text cut off without an ellipsis: \"\(layout.visibleText.joined(separator: " / "))\" shows of \"\(layout.text.string)\"", visible)
                }
                if !layout.missingCharacters.isEmpty {
                    let characters = layout.missingCharacters.map { String(format: "U+%04X", $0.scalar) }
                    add(.missingGlyphs, .error, label, "no font has \(characters.prefix(5).joined(separator: ", "))\(characters.count > 5 ? ", …" : ""); install a font that does", visible)
                }
                checkJapaneseFaces(label, layout, visible)
            }
            // Cut by a view that clips it (a cell, a container) rather than by its own lines;
            // content a scroll view has scrolled out of view is not cut.
            let own = unit.ownRect
            if !own.isNull, frame.height - own.height > 1 || frame.width - own.width > 1, label.lastLayout.map({ Double(frame.height) + 0.5 >= $0.height }) ?? true {
                let shown = Int((own.height * own.width / max(frame.height * frame.width, 1) * 100).rounded())
                add(.clippedText, .warning, label, "only \(shown)% of the label shows: a view that clips its content cuts it", visible)
            }
            if !systemBar, !label.font.followsDynamicType {
                add(.fixedTextSize, .warning, label, "\(LayoutNumber.format(label.font.pointSize))-point text in a font that ignores the user's text size: "
                    + "use UIFont.preferredFont(forTextStyle:) or UIFontMetrics, with adjustsFontForContentSizeCategory", visible)
            }
            // Text in a disabled control is exempt (WCAG: an inactive component), and the
            // colour measured must be the label's own (not what covers it).
            let disabled = sequence(first: label as UIView, next: { $0.superview }).contains { ($0 as? UIControl)?.isEnabled == false }
            if !disabled {
                let font = label.font.engineFont
                // WCAG's large text (18 pt, or 14 pt bold, at 96 dpi) in iOS points: 24, or 18.66 bold.
                let large = font.pointSize >= 24 || (font.pointSize >= 18.66 && font.weight.value >= 600)
                findings.append(.textContrast(DesignFindings.TextProbe(rect: visible, expected: textColors(of: label), large: large,
                                                                       viewPath: label.hierarchyPath)))
            }
        }

        /// The colours the label's text is drawn in: its text colour and any its attributed
        /// text sets.
        func textColors(of label: UILabel) -> [(color: ContrastSample.Color, alpha: Double)] {
            var colors: [UIColor] = [label.textColor]
            if let attributed = label.attributedTextAsSet, attributed.length > 0 {
                attributed.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: attributed.length)) { value, _, _ in
                    if let color = value as? UIColor { colors.append(color) }
                }
            }
            return colors.map { color in
                var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 1
                color.resolvedColor(with: label.traitCollection).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                return (ContrastSample.Color(red: Int((red * 255).rounded()), green: Int((green * 255).rounded()), blue: Int((blue * 255).rounded())),
                        Double(alpha * label.alpha))
            }
        }

        /// Japanese runs in a Chinese or Korean font: the classic wrong glyph forms.
        mutating func checkJapaneseFaces(_ label: UILabel, _ layout: TextLayout, _ visible: CGRect) {
            let japaneseScripts: [Script] = [.han, .hiragana, .katakana]
            // Japanese: tagged so, or written with kana (which no other language uses), even
            // untagged in another device language: the classic way the forms go wrong.
            let hasKana = layout.text.string.unicodeScalars.contains { (0x3041...0x30FF).contains($0.value) }
            var faces: [String] = []
            for run in layout.lines.flatMap(\.runs) where (run.language.primarySubtag == "ja" || hasKana) && japaneseScripts.contains(run.script) {
                if Self.isNonJapaneseCJK(run.face.family), !faces.contains(run.face.family) { faces.append(run.face.family) }
            }
            if !faces.isEmpty {
                add(.nonJapaneseFont, .error, label, "Japanese text set in \(faces.joined(separator: ", ")), whose kanji take Chinese or Korean forms: "
                    + "tag the text as Japanese (the language attribute, or a Japanese typesettingLanguage) or install a Japanese font (fonts-noto-cjk)", visible)
            }
        }

        static func isNonJapaneseCJK(_ family: String) -> Bool {
            nonJapaneseFamilies.value(for: family) { family in
                let words = family.split { !$0.isLetter }.map(String.init)
                // Family names are ASCII: a plain lowercase comparison (a localized one makes a
                // locale on every call).
                let lowercased = family.lowercased()
                return words.contains { ["SC", "TC", "HK", "KR", "CN", "TW"].contains($0) }
                    || ["chinese", "korean", "hangul", "song", "ming", "kai", "hei"].contains { lowercased.contains($0) }
            }
        }

        /// `isNonJapaneseCJK`'s answers, by family: a render asks for each run of each label.
        private static let nonJapaneseFamilies = Memo<String, Bool>()

        // MARK: Controls

        mutating func checkControl(_ control: UIControl, frame: CGRect, visible: CGRect, systemBar: Bool) {
            let systemControl = control is UISwitch || control is UISlider || control is UIStepper || control is UISegmentedControl
                || control is UIPageControl || control is UITextField || control is UIRefreshControl
            if !systemBar, !systemControl, control.isEnabled, control.isUserInteractionEnabled, frame.width < 44 - 0.01 || frame.height < 44 - 0.01 {
                add(.smallTapTarget, .warning, control, "\(LayoutNumber.format(frame.width)) × \(LayoutNumber.format(frame.height)) points, under the 44 × 44 a finger needs", visible)
            }
            if let button = control as? UIButton, let title = button.titleLabel, !title.isHidden, !(title.text ?? "").isEmpty,
               button.currentImage == nil, button.contentVerticalAlignment == .center {
                let center = title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: button)
                let offset = center.y - button.bounds.midY
                if abs(offset) > 1 {
                    add(.offCentreText, .warning, button, "the title sits \(LayoutNumber.format(abs(offset))) points \(offset > 0 ? "below" : "above") the button's centre", visible)
                }
            }
            if !systemControl, control.isEnabled, let fill = control.backgroundColor?.resolvedColor(with: control.traitCollection), fill.cgColor.alpha > 0.5 {
                findings.append(.controlContrast(DesignFindings.ControlProbe(frame: frame, visible: visible, viewPath: control.hierarchyPath)))
            }
        }

        // MARK: Translations

        /// Each missing translation, on the texts that show its default value (the whole
        /// image when none does, e.g. a title a navigation bar keeps).
        mutating func checkTranslations(_ missing: [MissingTranslation]) {
            for translation in missing {
                let showing = units.filter { unit in
                    guard let label = unit.view as? UILabel, let text = label.text, !translation.shown.isEmpty else { return false }
                    return text.contains(translation.shown)
                }
                let message = "no \(translation.language) text for \"\(translation.key)\" in \(translation.table); \"\(translation.shown)\" shows instead: add it to the String Catalog"
                if showing.isEmpty {
                    findings.append(.found(DesignFinding(check: .missingTranslation, severity: .warning, viewPath: "", message: message,
                                                         region: image.bounds.integral)))
                }
                for unit in showing { add(.missingTranslation, .warning, unit.view, message, unit.rect) }
            }
        }

        // MARK: The screen

        mutating func checkWidth(_ view: UIView, frame: CGRect, insideScrollView: Bool) {
            guard let screen, view !== screen, !insideScrollView, !widerReported else { return }
            let width = screen.bounds.width
            if frame.minX < -0.5 || frame.maxX > width + 0.5 {
                widerReported = true
                add(.widerThanScreen, .warning, view, "spans x \(LayoutNumber.format(frame.minX)) to \(LayoutNumber.format(frame.maxX)) on a screen \(LayoutNumber.format(width)) points wide",
                    frame.intersection(screen.bounds).isNull ? frame : frame.intersection(screen.bounds))
            }
        }

        /// Texts and controls over one another (not one inside the other), and outside the
        /// safe area.
        mutating func findOverlaps() {
            if let screen {
                let safe = screen.bounds.inset(by: screen.safeAreaInsets)
                // Content in a scroll view scrolls under the bars by design; a control's own
                // text goes with the control.
                for unit in units where !unit.insideControl && !unit.insideScrollView && !isCovered(unit) && !safe.insetBy(dx: -0.5, dy: -0.5).contains(unit.rect) {
                    let (view, rect) = (unit.view, unit.rect)
                    let outside = [(rect.minX < safe.minX - 0.5, "left"), (rect.maxX > safe.maxX + 0.5, "right"),
                                   (rect.minY < safe.minY - 0.5, "top"), (rect.maxY > safe.maxY + 0.5, "bottom")].filter(\.0).map(\.1)
                    add(.outsideSafeArea, .warning, view, "outside the safe area at the \(outside.joined(separator: " and ")): "
                        + "under the sensor housing, a bar or a rounded corner; lay it out with safeAreaLayoutGuide or layoutMarginsGuide", rect)
                }
            }
            let compared = units.filter { !$0.insideControl && !isCovered($0) }
            for (index, lower) in compared.enumerated() {
                for upper in compared[(index + 1)...] {
                    let overlap = lower.rect.intersection(upper.rect)
                    guard !overlap.isNull, overlap.width > 2, overlap.height > 2,
                          !lower.view.isDescendant(of: upper.view), !upper.view.isDescendant(of: lower.view) else { continue }
                    add(.overlap, .warning, upper.view, "drawn over \(lower.view.hierarchyPath) by \(LayoutNumber.format(overlap.width)) × \(LayoutNumber.format(overlap.height)) points", overlap)
                }
            }
        }
    }
}
