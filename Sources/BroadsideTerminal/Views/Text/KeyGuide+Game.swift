extension KeyGuide {
    /// The game screen's keys now: firing only on the player's turn, aiming ahead while the opponent
    /// fires, the rematch once it is over.
    static func game(_ model: SeatModel?, isHotSeat: Bool) -> KeyGuide {
        KeyGuide(page: "the game screen", entries: (model.map { gameEntries($0, isHotSeat: isHotSeat) } ?? []) + [
            Entry("q", "back to the lobby"), quit,
        ])
    }

    /// Hot-seat: only the keys, as the page itself shows nothing of either player.
    static let handover = KeyGuide(page: "the handover", entries: [
        Entry("Enter", "take the terminal: the next player's screen is shown"),
        Entry("q, Esc", "back to the lobby"), quit,
    ])

    private static func gameEntries(_ model: SeatModel, isHotSeat: Bool) -> [Entry] {
        let opponent = model.opponentLabel
        var entries = model.isMyTurn ? aiming(salvo: model.rules.variant == .salvo) : []
        // While the opponent fires, the cursor may be moved to where the next shot will go.
        if !model.isMyTurn, model.isAiming(isHotSeat: isHotSeat) {
            entries += [Entry("arrows, h j k l", "aim ahead, for your next turn"), Entry("row, column", "aim ahead at the cell typed, like B7")]
        }
        // At a shared terminal the other player is next, once the round is over too.
        if isHotSeat, !model.isMyTurn {
            entries.append(Entry("Enter", model.isOver ? "pass the terminal, for \(opponent) to see the end" : "pass the terminal to \(opponent)"))
        }
        if model.isOver {
            // A round abandoned before anyone joined has nobody to play again with.
            if model.opponentName != nil { entries.append(Entry("r", isHotSeat ? "another round" : "offer another round, or accept one")) }
        } else {
            let joined = model.summary.phase != .waiting
            // Only a human on another connection can be away or keep the round waiting.
            if model.summary.opponent == .human, !isHotSeat, joined {
                entries.append(Entry("w", "claim the win once \(opponent) is away or keeps you waiting too long"))
            }
            entries.append(Entry("X twice", joined ? "forfeit the round" : "call the game off: nobody has joined it"))
        }
        return entries
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
