extension UIView {
    /// The interactions added to the view, in the order added.
    public var interactions: [UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !storedInteractions.contains(where: { $0 === new }) { addInteraction(new) }
            storedInteractions = newValue
        }
    }

    /// Adds `interaction` (moving it from the view it was on).
    public func addInteraction(_ interaction: UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
