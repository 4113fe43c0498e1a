import BroadsideCore
import BroadsideProtocol

/// The choices for a new game. Which fields it has depends on how the client plays: over the
/// network the opponent is a human or the computer; in hot-seat both players are named; solo is
/// always against the computer.
struct NewGameForm: Hashable, Sendable {
    enum Field: Hashable, Sendable {
        case rules
        case opponent
        case firstName
        case secondName
    }

    let mode: PlayMode
    var variant: Rules.Variant
    var opponent: Opponent
    var firstName: TextField
    var secondName: TextField
    private(set) var focus: Field = .rules

    init(mode: PlayMode, variant: Rules.Variant = .classic, firstName: String = "", secondName: String = "") {
        self.mode = mode
        self.variant = variant
        opponent = mode == .solo ? .computer : .human
        // The names offered (the last ones used) give way to whatever the player types.
        self.firstName = .prefilled(firstName, for: .playerName)
        self.secondName = .prefilled(secondName, for: .playerName)
        focus = fields[0]
    }

    var fields: [Field] {
        switch mode {
        case .network: [.rules, .opponent]
        case .hotSeat: [.firstName, .secondName, .rules]
        case .solo: [.rules]
        }
    }

    var rules: Rules { Rules(variant: variant) }

    /// Why the form cannot be sent yet.
    enum Problem: Hashable, Sendable {
        /// The name of player 1 or 2 is not a name (PROTOCOL.md 5.3).
        case invalidName(player: Int)
        /// The handover names who takes the terminal; the same name twice, or two told apart only
        /// by capitals ("Pass the terminal to ann", then "to ANN"), would tell nobody.
        case sameNames
    }

    /// Why the form cannot be sent yet; nil when it can.
    var problem: Problem? {
        guard mode == .hotSeat else { return nil }
        for (player, field) in [(1, firstName), (2, secondName)] where !Command.isValidName(field.text) {
            return .invalidName(player: player)
        }
        guard firstName.text.lowercased() != secondName.text.lowercased() else { return .sameNames }
        return nil
    }

    mutating func moveFocus(by offset: Int) {
        firstName.forgetRefusal()
        secondName.forgetRefusal()
        let all = fields
        let index = all.firstIndex(of: focus) ?? 0
        focus = all[(index + offset + all.count) % all.count]
    }

    /// Changes the focused choice to its next (or previous) value.
    mutating func cycleChoice() {
        switch focus {
        case .rules: variant = variant == .classic ? .salvo : .classic
        case .opponent: opponent = opponent == .human ? .computer : .human
        case .firstName, .secondName: break
        }
    }

    /// The name typed in `field`; nil for a choice.
    func textField(_ field: Field) -> TextField? {
        switch field {
        case .firstName: firstName
        case .secondName: secondName
        case .rules, .opponent: nil
        }
    }

    /// Edits the text field with the focus, if the focus is on one; returns what the edit did.
    mutating func editFocusedText<Result>(_ edit: (inout TextField) -> Result) -> Result? {
        switch focus {
        case .firstName: edit(&firstName)
        case .secondName: edit(&secondName)
        case .rules, .opponent: nil
        }
    }
}
