import BroadsideCore

/// What the game screen says of a key that neither aims nor acts there (the fleet editor too, of a
/// typed cell): what was typed, why it makes no cell or does nothing, and what to press instead.
enum AimingHints {
    /// `character` was refused after `typed` (what the player had typed of a cell so far).
    /// `afterLetterMove`: the key before moved the cursor by `h` `j` `k` or `l`; `cursor`: where it
    /// stays, the cell Enter takes.
    static func refused(
        _ character: Character, after typed: String, afterLetterMove: Bool, cursor: Coordinate, model: SeatModel, isHotSeat: Bool
    ) -> String {
        let enter = model.rules.variant == .salvo ? "Enter adds it to the salvo" : "Enter fires there"
        return digitRefused(character, after: typed, afterLetterMove: afterLetterMove, cursor: cursor, enter: enter)
            ?? notAKey(character, model: model, isHotSeat: isHotSeat)
    }

    /// Enter with a cell half typed, which is only ever its row (every digit typed keeps a cell):
    /// the columns it needs.
    static func unfinishedCell(row typed: String) -> String {
        "\(typed) needs its column: \(typed)1 to \(typed)10."
    }

    /// Why a digit typed on a grid makes no cell, the game's or the fleet editor's; nil for any
    /// other character. `enter`: what Enter does at the cursor, `Enter fires there`.
    static func digitRefused(
        _ character: Character, after typed: String, afterLetterMove: Bool, cursor: Coordinate, enter: String
    ) -> String? {
        guard character.isASCII, character.isNumber else { return nil }
        // A digit that cannot go on: the cell would be off the grid (C31, D11, C100). The cursor
        // stays on the cell typed before it, which Enter would take unless the player is told: said
        // first, so that a narrow status line cut short keeps it.
        if let row = typed.first {
            return "\(typed)\(character) is off the grid: the cursor stays on \(cursor) and \(enter). Columns run 1-10: "
                + "type the row again, then the column, like \(row)1 or \(row)10."
        }
        // A digit alone: most likely a column whose row was not typed, or was typed as h or j.
        let column = character == "0" ? "10" : String(character)
        return afterLetterMove
            ? "\(character) needs a row before it: h/j/k/l move the cursor, so type rows H and J as capitals, like H\(column)."
            : "\(character) needs a row before it: type a row A-J, then a column 1-10, like B\(column)."
    }

    /// `X` or `forfeit`, and `w` or `claim`, once the round is over.
    static let nothingToForfeit = "The round is over, so there is nothing to forfeit."
    static let noWinToClaim = "The round is over, so there is no win to claim."

    /// A key that is no cell's start, or typed where nothing is aimed at.
    static func notAKey(_ character: Character, model: SeatModel, isHotSeat: Bool) -> String {
        switch character {
        // The editor's rotate key, and the rematch key once the round is over.
        case "r":
            return "r does nothing now: it rotates ships while placing, and asks for a rematch once the round is over. "
                + nextStep(model, isHotSeat: isHotSeat)
        case "X" where model.isOver:
            return nothingToForfeit + " " + nextStep(model, isHotSeat: isHotSeat)
        case "w" where model.isOver:
            return noWinToClaim + " " + nextStep(model, isHotSeat: isHotSeat)
        // Where the cursor aims (the player's turn, or ahead of it) a letter is most likely a row
        // mistyped; any other key is no key.
        case _ where model.isAiming(isHotSeat: isHotSeat) && character.isLetter:
            return "\(character) is not a row: type a row A-J, then a column 1-10, like B7; ? lists the keys."
        // The lobby's key for a new game, pressed where the round ended.
        case "n" where model.isOver:
            return "n is not a key of the game screen: new games start in the lobby, so press q, then n."
        default:
            // Said as every page says a key it does not answer (`KeyGuide.notAKey`), then what does something.
            let notAKey = "\(character) is not a key of the game screen"
            return advice(model, isHotSeat: isHotSeat).map { "\(notAKey). \($0); ? lists the keys." } ?? "\(notAKey); ? lists the keys."
        }
    }

    /// Space on the game screen at a shared terminal, where it neither fires nor passes the
    /// terminal (it takes the terminal at the handover): what Enter, which does, would do now.
    static func spaceAtSharedTerminal(_ aim: Aim, model: SeatModel) -> String {
        let handover = "(it takes the terminal at the handover)"
        guard model.isMyTurn else {
            return "Space does not pass the terminal \(handover): press Enter to pass it to \(model.opponentLabel)."
        }
        let cell = aim.cursor
        let isFiredAt = model.targetGrid.firedAt.contains(cell)
        guard model.rules.variant == .salvo else {
            let enter = isFiredAt ? "aim at a cell not fired at, then press Enter to fire" : "press Enter to fire at \(cell)"
            return "Space does not fire at a shared terminal \(handover): \(enter)."
        }
        let enter = if aim.salvo.contains(cell) {
            "press Enter to take \(cell) back"
        } else if aim.salvo.count >= model.nextVolleySize {
            "press Enter to fire the salvo"
        } else if isFiredAt {
            "aim at a cell not fired at, then press Enter to pick it"
        } else {
            "press Enter to pick \(cell)"
        }
        return "Space does not pick cells at a shared terminal \(handover): \(enter)."
    }

    /// Space in the fleet editor at a shared terminal, where it places nothing (it takes the
    /// terminal at the handover): what Enter, which does, would do now.
    static func spaceInSharedEditor(_ editor: FleetEditor?) -> String {
        let enter = editor?.selected.map { "press Enter to place the \($0.name)" } ?? "press Enter to declare your fleet ready"
        return "Space does not place ships at a shared terminal (it takes the terminal at the handover): \(enter)."
    }

    /// What the player can do on the game screen now, and that `?` lists the keys.
    private static func nextStep(_ model: SeatModel, isHotSeat: Bool) -> String {
        advice(model, isHotSeat: isHotSeat).map { "\($0); ? lists the keys." } ?? "? lists the keys."
    }

    /// What the player can do on the game screen now; nil where only the keys listed can say.
    private static func advice(_ model: SeatModel, isHotSeat: Bool) -> String? {
        if model.isMyTurn { return "Aim with the arrows or type a cell like B7, then press Enter" }
        // At a shared terminal the other player is next, once the round is over too.
        if isHotSeat { return "Press Enter to pass the terminal" }
        if model.isAiming(isHotSeat: isHotSeat) { return "While you wait, aim ahead with the arrows or a cell like B7" }
        return nil
    }
}
