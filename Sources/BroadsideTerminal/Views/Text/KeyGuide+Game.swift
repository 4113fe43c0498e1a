extension KeyGuide {
    /// The game screen's keys now: firing only on the player's turn, aiming ahead while the opponent
    /// fires, the rematch once it is over, and where `mayDecline` the key that declines an offer
    /// or withdraws the player's own. `claimIsDue`: a claim would win now (`ClaimGround.isMet`).
    /// `isMyTurn`: whose turn to list the keys of, the model's where nil; the game screen keeps
    /// rows for the other turn's keys too.
    static func game(_ model: SeatModel?, isHotSeat: Bool, mayDecline: Bool, claimIsDue: Bool, isMyTurn: Bool? = nil) -> [Entry] {
        let entries = model.map {
            gameEntries($0, isHotSeat: isHotSeat, mayDecline: mayDecline, claimIsDue: claimIsDue, isMyTurn: isMyTurn ?? $0.isMyTurn)
        } ?? []
        // Esc goes to the lobby on every turn once nothing is typed or picked; where it clears
        // nothing, it is q's twin.
        let escapeListed = entries.contains { $0.keys == escape }
        return entries + [Entry(escapeListed ? "q" : "q, \(escape)", "back to the lobby", short: "q lobby")]
    }

    private static let escape = "Esc"

    /// Esc while aiming, on the player's turn or ahead of it.
    private static func clearing(salvo: Bool) -> Entry {
        Entry(escape, salvo ? "clear the typing and the cells picked; with none, the lobby" : "clear the typing; with none, the lobby")
    }

    /// Hot-seat: only the keys, as the page itself shows nothing of either player.
    static let handover = [
        Entry("Space", "take the terminal: the next player's screen is shown", short: "Space take the terminal"),
        Entry("q, Esc", "back to the lobby", short: "q lobby"),
    ]

    /// What Enter is told at the handover, where it leads but does not take the terminal.
    static let handoverEnter = "Space takes the terminal; Enter does nothing here."

    private static func gameEntries(
        _ model: SeatModel, isHotSeat: Bool, mayDecline: Bool, claimIsDue: Bool, isMyTurn: Bool
    ) -> [Entry] {
        let opponent = model.opponentLabel
        let isSalvo = model.rules.variant == .salvo
        var entries = isMyTurn ? aiming(salvo: isSalvo, isHotSeat: isHotSeat) : []
        // While the opponent fires, the cursor may be moved to where the next shot will go.
        if !isMyTurn, !model.isOver, !isHotSeat {
            entries += [
                Entry("arrows, h j k l", "aim ahead, for your next turn", short: "arrows/hjkl aim ahead"),
                Entry("row, column", "aim ahead at a cell typed, like B7 (rows H and J as capitals)", short: isSalvo ? nil : "type B7"),
            ]
            if isSalvo {
                entries += [
                    Entry("Enter, space", "pick a cell of your next salvo, or drop it if picked", short: "Enter pick ahead"),
                    Entry("Backspace", "undo the typing, else drop the cell picked last"),
                ]
            }
            entries.append(clearing(salvo: isSalvo))
        }
        // At a shared terminal the other player is next, once the round is over too: to see its end.
        let passes = isHotSeat && !isMyTurn
        let toSeeTheEnd = model.isOver && !model.opponentSawEnd
        if passes {
            entries.append(Entry("Enter", toSeeTheEnd ? "pass the terminal, for \(opponent) to see the end" : "pass the terminal to \(opponent)",
                                 short: "Enter pass the terminal"))
        }
        if model.isOver {
            // A round abandoned before anyone joined has nobody to play again with.
            if model.opponentName != nil {
                entries.append(rematch(model, isHotSeat: isHotSeat, toSeeTheEnd: toSeeTheEnd))
            }
            if mayDecline, model.offerStands {
                entries.append(model.rematchOffered
                    ? Entry("n", "decline \(opponent)'s offer of a rematch", short: "n decline")
                    : Entry("n", "withdraw your offer of a rematch", short: "n withdraw"))
            }
            return entries
        }
        let joined = model.summary.phase != .waiting
        // Only a human on another connection can be away or keep the round waiting. The line of
        // keys offers it once a claim would win (until then the away line says when it will, and
        // `w` only says it is too early); the salvo's line, the longest, says it in fewer words.
        if model.summary.opponent == .human, !isHotSeat, joined {
            let short = claimIsDue ? (isSalvo && isMyTurn ? "w claim" : "w claim win") : nil
            entries.append(Entry("w", "claim the win once \(opponent) is away or keeps you waiting too long", short: short))
        }
        // Before anyone joined there is no round to forfeit: X calls the game off (`FORFEIT` too).
        // The line of the player about to pass the terminal keeps to that.
        entries.append(Entry("X", joined ? "forfeit the round; asks first" : "call the game off: nobody has joined it; asks first",
                             short: passes ? nil : joined ? "X forfeit" : "X call off"))
        return entries
    }

    /// What `r` does once the round is over: offer another round, or accept the opponent's offer;
    /// against the computer, which accepts at once, play another; with the player's own offer
    /// made, say that it stands (listed, not on the line of keys, which has `n` to withdraw it).
    /// At a shared terminal, one asked for before the other player saw the end is an offer,
    /// which passes them the terminal to answer it.
    private static func rematch(_ model: SeatModel, isHotSeat: Bool, toSeeTheEnd: Bool) -> Entry {
        let opponent = model.opponentLabel
        if model.rematchRequested { return Entry("r", "say whether your offer of a rematch stands") }
        if model.rematchOffered {
            return Entry("r", "accept \(opponent)'s offer of a rematch", short: "r accept")
        }
        let does = switch (isHotSeat, toSeeTheEnd) {
        case (false, _) where model.summary.opponent == .computer: "play another round"
        case (false, _): "offer another round"
        case (true, true): "offer another round, passing the terminal to \(opponent) to answer"
        case (true, false): "another round"
        }
        return Entry("r", does, short: "r rematch")
    }

    /// At a shared terminal Space takes the terminal at the handover, so it does not also fire.
    private static func aiming(salvo: Bool, isHotSeat: Bool) -> [Entry] {
        [
            Entry("arrows, h j k l", "aim", short: "arrows/hjkl aim"),
            Entry(isHotSeat ? "Enter" : "Enter, space", salvo ? "pick the cell, or drop it if picked; the last one fires" : "fire",
                  short: salvo ? "Enter pick (last fires)" : "Enter fire"),
            Entry("row, column", "aim at the cell typed, like B7 (rows H and J as capitals)", short: salvo ? nil : "type B7"),
            Entry("Backspace", salvo ? "undo the typing, else drop the cell picked last" : "undo the typing", short: salvo ? "Bksp undo" : nil),
            clearing(salvo: salvo),
        ]
    }
}
