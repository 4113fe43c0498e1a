/// Line mode's `help`: the commands of the mode the client plays in (`play`, `hotseat` or `solo`),
/// each with what it does, in lines of at most 80 columns, or the terminal's width if narrower.
enum PlainHelp {
    static let width = 80

    /// A description wrapped here goes on under its own column; wrapped by the terminal, or
    /// by line mode's output after it, it would go on under the commands.
    static func lines(for mode: PlayMode, width: Int = width) -> [String] {
        let shown = entries.filter { $0.modes.contains(mode) }
        // Commands longer than this put what they do on the next line, so that one long command
        // does not leave the others little room.
        let column = indent.count + min(shown.map(\.command.count).max() ?? 0, longestInColumn) + gap
        return ["Commands (case does not matter):"] + shown.flatMap { lines(for: $0, column: column, width: width) }
            + legend.flatMap { ScreenLine($0).wrapped(to: width).map(\.text) }
    }

    private static let indent = "  "
    private static let gap = 2
    private static let longestInColumn = 20

    private static func lines(for entry: Entry, column: Int, width: Int) -> [String] {
        let command = indent + entry.command
        // Too narrow a terminal for even this: the descriptions keep a little room.
        let does = ScreenLine(entry.does).wrapped(to: max(width - column, 16)).map { String(repeating: " ", count: column) + $0.text }
        guard command.count + gap <= column, let first = does.first else { return [command] + does }
        return [command.padding(column) + first.dropFirst(column)] + does.dropFirst()
    }

    private static let legend = [
        "Ships: carrier (5), battleship (4), cruiser (3), submarine (3), destroyer (2).",
        "Grids: . water  o miss  X hit  # own ship sunk  letters are ships (C B R S D).",
        "Enemy fleet at the end: its cells never hit in lowercase (c b r s d).",
    ]

    private struct Entry {
        let command: String
        let does: String
        let modes: Set<PlayMode>

        init(_ command: String, _ does: String, _ modes: Set<PlayMode> = [.network, .hotSeat, .solo]) {
            self.command = command
            self.does = does
            self.modes = modes
        }
    }

    /// Saved layouts are not offered at a shared terminal, where the other player could load
    /// yours; a claim needs an opponent on another connection, and so does declining a rematch
    /// (the computer accepts at once, and at a shared terminal the other player simply answers).
    private static let entries = [
        Entry("games", "list your games"),
        Entry("open CODE", "open a game"),
        Entry("new [classic|salvo] [human|computer]", "create a game against a person or the computer", [.network]),
        Entry("new [classic|salvo] [NAME1 NAME2]", "create a game for two players at this terminal (no names: those used last)", [.hotSeat]),
        Entry("new [classic|salvo]", "create a game against the computer", [.solo]),
        Entry("join CODE", "join a game with the code its creator gave you", [.network]),
        Entry("drop CODE", "give up or call off a game, or remove a finished one"),
        Entry("place SHIP CELL H|V", "place a ship, like place carrier A1 h"),
        Entry("remove SHIP", "pick a placed ship up again"),
        Entry("random", "place the remaining ships at random, or all again"),
        Entry("reset", "pick every ship up"),
        Entry("layouts", "list saved fleet layouts", [.network, .solo]),
        Entry("save NAME", "save your fleet as a layout", [.network, .solo]),
        Entry("load NAME", "place the ships of a saved layout", [.network, .solo]),
        Entry("delete NAME", "delete a saved layout", [.network, .solo]),
        Entry("ready", "lock your fleet"),
        Entry("fire CELL [CELL...]", "fire; a salvo names several cells; B7 alone fires too"),
        Entry("(empty line)", "pass the terminal to the other player once your turn is over", [.hotSeat]),
        Entry("take", "take the terminal when it is passed to you", [.hotSeat]),
        Entry("show", "print the screen again"),
        Entry("grids on|off", "print the grids as the game goes (on, at first), or only on show"),
        Entry("rematch", "play another round once this one is over"),
        Entry("decline", "turn down the offer of another round, or take yours back", [.network]),
        Entry("claim", "win against an opponent away or stalling too long", [.network]),
        Entry("forfeit", "give the round up"),
        Entry("quit", "leave (your games can be resumed later)"),
    ]
}
