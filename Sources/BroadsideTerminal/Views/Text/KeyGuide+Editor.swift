extension KeyGuide {
    /// The fleet editor's keys: those for the ship in hand while there is one, ready once every
    /// ship is placed, picking up and clearing once a ship is placed, the saved layouts and
    /// saving once the fleet is whole (not at a shared terminal, where Space, which takes the
    /// terminal at the handover, does not place either).
    static func editor(_ editor: FleetEditor?, isHotSeat: Bool) -> [Entry] {
        let inHand = editor?.selected != nil
        let enter = isHotSeat ? "Enter" : "Enter, space"
        let moves = inHand ? "move the ship in hand" : "move the cursor"
        var entries = [
            Entry("arrows, h j k l", moves, short: "arrows/hjkl move"),
            Entry("row, column", "jump to the cell typed, like B7 (rows H and J as capitals)", short: "type B7"),
            Entry("Backspace", "undo the typing"),
        ]
        if inHand {
            entries += [
                Entry("r", "rotate the ship in hand", short: "r rotate"),
                Entry(enter, "place the ship", short: "Enter place"),
            ]
            if let editor, editor.fleet.missing(for: editor.rules).count > 1 {
                entries.append(Entry("Tab", "take another ship", short: "Tab other ship"))
            }
        } else {
            entries.append(Entry(enter, "declare the fleet ready", short: "Enter ready"))
        }
        let placed = editor?.fleet.placements.isEmpty == false
        if placed { entries.append(Entry("p", "pick up the ship under the cursor, to move it", short: "p pick up")) }
        entries.append(editor?.isComplete == true
            ? Entry("R", "lay the whole fleet again at random", short: "R random")
            : Entry("R", "place the remaining ships at random", short: "R random"))
        if placed { entries.append(Entry("x", "pick up every ship; asks first", short: "x clear")) }
        if !isHotSeat {
            if editor?.isComplete == true { entries.append(Entry("s", "save the layout under a name", short: "s save layout")) }
            entries.append(Entry("L", "load or delete a saved layout", short: "L load layout"))
        }
        return entries + [Entry("q", "back to the lobby", short: "q lobby"), Entry("Esc", "clear the typing; with none, the lobby")]
    }

    static let layouts = [
        Entry("↑ ↓, j k", "choose a layout", short: "arrows/jk choose"),
        Entry("Enter", "load it into the editor", short: "Enter load"),
        Entry("d", "delete it; asks first", short: "d delete"),
        Entry("Esc, q", "back to the editor", short: "Esc back"),
    ]
}
