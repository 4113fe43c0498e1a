/// Every key the game screen answers now, with what it does, for `?`: the line of keys at the
/// foot of the page has room for the main ones only.
enum GameKeyGuide {
    struct Entry {
        let keys: String
        let does: String

        init(_ keys: String, _ does: String) {
            self.keys = keys
            self.does = does
        }
    }

    static func entries(_ model: SeatModel, isHotSeat: Bool) -> [Entry] {
        let opponent = model.opponentLabel
        var entries = model.isMyTurn ? aiming(salvo: model.rules.variant == .salvo) : []
        // At a shared terminal the other player is next, once the round is over too.
        if isHotSeat, !model.isMyTurn {
            entries.append(Entry("Enter", model.isOver ? "pass the terminal, for \(opponent) to see the end" : "pass the terminal to \(opponent)"))
        }
        if model.isOver {
            // A round abandoned before anyone joined has nobody to play again with.
            if model.opponentName != nil { entries.append(Entry("r", isHotSeat ? "another round" : "offer another round, or accept one")) }
        } else {
            // Only a human on another connection can be away or keep the round waiting.
            if model.summary.opponent == .human, !isHotSeat {
                entries.append(Entry("w", "claim the win once \(opponent) is away or keeps you waiting too long"))
            }
            entries.append(Entry("X twice", "forfeit the round"))
        }
        return entries + [Entry("q", "back to the lobby"), Entry("Ctrl-C", "quit; your games can be resumed")]
    }

    private static func aiming(salvo: Bool) -> [Entry] {
        [
            Entry("arrows, h j k l", "aim"),
            Entry("row, column", "aim at the cell typed, like B7 (rows H and J as capitals)"),
            Entry("Enter, space", salvo ? "pick the cell, or drop it if picked; the last one fires" : "fire"),
            Entry("Backspace", salvo ? "undo the typing, else drop the cell picked last" : "undo the typing"),
            Entry("Esc", salvo ? "clear the typing and the cells picked; with none, the lobby" : "clear the typing; with none, the lobby"),
        ]
    }
}
