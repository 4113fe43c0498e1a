extension KeyGuide {
    /// The fleet editor's keys: those for the ship in hand while there is one, ready once every
    /// ship is placed, the saved layouts where they are offered (not at a shared terminal).
    static func editor(_ editor: FleetEditor?, offeringLayouts: Bool) -> KeyGuide {
        let inHand = editor?.selected != nil
        var entries = [Entry("arrows, h j k l", inHand ? "move the ship in hand" : "move the cursor")]
        if inHand {
            entries += [Entry("r", "rotate the ship in hand"), Entry("Enter, space", "place the ship")]
            if let editor, editor.fleet.missing(for: editor.rules).count > 1 { entries.append(Entry("Tab", "take another ship")) }
        } else {
            entries.append(Entry("Enter, space", "declare the fleet ready"))
        }
        let placed = editor?.fleet.placements.isEmpty == false
        if placed { entries.append(Entry("p", "pick up the ship under the cursor, to move it")) }
        if editor?.isComplete != true { entries.append(Entry("R", "place the remaining ships at random")) }
        if placed { entries.append(Entry("x", "pick up every ship; asks first")) }
        if offeringLayouts {
            if editor?.isComplete == true { entries.append(Entry("s", "save the layout under a name")) }
            entries.append(Entry("L", "load or delete a saved layout"))
        }
        return KeyGuide(page: "the fleet editor", entries: entries + [Entry("q, Esc", "back to the lobby"), quit])
    }

    static let layouts = KeyGuide(page: "the saved layouts", entries: [
        Entry("↑ ↓, j k", "choose a layout"),
        Entry("Enter", "load it into the editor"),
        Entry("d", "delete it; asks first"),
        Entry("Esc, q", "back to the editor"), quit,
    ])
}
