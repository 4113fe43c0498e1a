import BroadsideCore
import BroadsideProtocol

/// Line mode: what a typed line asks for.
enum PlainRequest: Hashable, Sendable {
    case intents([Intent])
    /// Print the help text.
    case help
    /// Print the current page again.
    case show
    /// On the game list already: print it, and ask the server for it anew (what changed is
    /// printed when the reply comes; an unchanged list would otherwise print nothing).
    case listGames
    /// Print the saved layouts.
    case listLayouts
    /// Print the grids as the game goes, or only on `show` (`PlainSettings`).
    case gridsPrinted(Bool)
    /// A line that is not a command, with what to write instead.
    case invalid(String)
}

extension PlainRequest {
    /// True for a request that only prints what the client knows, asking nothing of the server.
    var onlyShows: Bool {
        switch self {
        case .help, .show, .listLayouts, .gridsPrinted, .invalid: true
        case .intents, .listGames: false
        }
    }
}

/// Reads line-mode commands, such as `fire B7`, `place carrier A1 h`, `new salvo computer`.
enum PlainCommands {
    static func parse(_ typed: String, state: ClientState) -> PlainRequest {
        let line = TypedLine.cleaned(typed)
        let words = line.split(separator: " ").map(String.init)
        guard let first = words.first?.lowercased() else { return emptyLine(state) }
        let arguments = Array(words.dropFirst())
        if first == "join", let nothingToJoin = state.mode.nothingToJoin { return .invalid(nothingToJoin) }
        if first == "claim", let nothingToClaim = state.mode.nothingToClaim { return .invalid(nothingToClaim) }
        if first == "decline", let nothingToDecline = state.mode.nothingToDecline { return .invalid(nothingToDecline) }
        switch (first, arguments.count) {
        case ("help", _), ("?", _): return .help
        case ("show", 0): return .show
        case ("take", 0):
            guard case .handover = state.page else { return .invalid(Self.nothingToTake) }
            return .intents([.takeTerminal])
        case ("games", 0), ("lobby", 0): return state.page == .lobby ? .listGames : .intents([.showLobby])
        case ("open", 1), ("join", 1), ("drop", 1):
            guard let code = GameCode(arguments[0]) else { return .invalid("A code is 6 characters, like K7QX3M.") }
            let intent: Intent = switch first {
            case "open": .open(code)
            case "join": .join(code)
            default: .drop(code)
            }
            return .intents([intent])
        case ("new", _): return newGame(arguments, state: state)
        case ("place", 3): return place(arguments)
        case ("remove", 1):
            guard let kind = ShipKind(name: arguments[0]) else { return .invalid(noShip(arguments[0])) }
            return .intents([.fleet(.pickUp(kind))])
        case ("random", 0): return .intents([.fleet(.placeRandomly)])
        case ("reset", 0): return .intents([.fleet(.resetFleet)])
        case ("layouts", 0): return .listLayouts
        case ("grids", 1):
            switch arguments[0].lowercased() {
            case "on": return .gridsPrinted(true)
            case "off": return .gridsPrinted(false)
            default: return .invalid(usage["grids", default: ""])
            }
        case ("save", 1...): return .intents([.fleet(.saveLayout(arguments.joined(separator: " ")))])
        case ("load", 1...): return .intents([.fleet(.loadLayout(arguments.joined(separator: " ")))])
        case ("delete", 1...): return .intents([.deleteLayout(arguments.joined(separator: " "))])
        case ("ready", 0): return .intents([.fleet(.declareReady)])
        case ("fire", 1...): return fire(arguments)
        case ("rematch", 0): return .intents([.rematch])
        case ("decline", 0): return .intents([.declineRematch])
        case ("claim", 0): return .intents([.claim])
        case ("forfeit", 0): return .intents([.forfeit])
        case ("quit", 0), ("exit", 0): return .intents([.quit])
        default:
            if (try? Coordinate(parsing: first)) != nil { return fire(words) }
            if let usage = usage[first] { return .invalid(usage) }
            if alone.contains(first) { return .invalid("\(first) takes nothing after it: type \(first) alone.") }
            guard let meant = NearestName.of(first, among: Self.commandNames) else {
                return .invalid("Unknown command '\(line)': type help for the list.")
            }
            return .invalid("Unknown command '\(line)': did you mean \(meant)? Type help for the list.")
        }
    }

    /// How to write each command that takes words after it, for a line with too few or too many.
    private static let usage = [
        "open": "Write open CODE, like open K7QX3M.",
        "join": "Write join CODE, like join K7QX3M.",
        "drop": "Write drop CODE, like drop K7QX3M.",
        "place": "Write place SHIP CELL H|V, like place carrier A1 h.",
        "remove": "Write remove SHIP, like remove carrier.",
        "save": "Write save NAME, like save left edge.",
        "load": "Write load NAME: layouts lists the names.",
        "delete": "Write delete NAME: layouts lists the names.",
        "fire": "Write fire CELL, like fire B7; a salvo names several cells.",
        "grids": "Write grids off to print the grids only on show (fleets said in words), grids on to print them as the game goes.",
    ]

    /// Commands that take no words after them.
    private static let alone: Set = [
        "show", "games", "lobby", "random", "reset", "layouts", "ready", "rematch", "decline", "claim", "forfeit", "quit", "exit", "take",
    ]

    /// At the handover an empty line takes nothing: the one that passed the terminal typed twice,
    /// or sent with the next already waiting, would otherwise show the next player's fleet to the
    /// one passing it. The player the terminal is passed to types `take`.
    private static func emptyLine(_ state: ClientState) -> PlainRequest {
        switch state.page {
        case .handover: .invalid("An empty line does not take the terminal: the player it is passed to types take.")
        case .game: .intents([.passTerminal])
        default: .intents([])
        }
    }

    static let nothingToTake = "Nothing to take: take is for the player the terminal is passed to, at the handover."

    /// `place SHIP CELL H|V`, or which of the three words is wrong and why.
    private static func place(_ words: [String]) -> PlainRequest {
        guard let kind = ShipKind(name: words[0]) else { return .invalid(noShip(words[0])) }
        let origin: Coordinate
        do {
            origin = try Coordinate(parsing: words[1])
        } catch {
            return .invalid(sentence(error.description))
        }
        guard let orientation = Orientation(token: words[2]) else {
            return .invalid("'\(words[2])' is no direction: h lays the ship across, v down, like place \(kind.rawValue) \(origin) h.")
        }
        return .intents([.fleet(.place(ShipPlacement(kind, at: origin, orientation)))])
    }

    private static func noShip(_ word: String) -> String {
        let ships = ShipKind.allCases.map(\.rawValue)
        let meant = NearestName.of(word.lowercased(), among: ships).map { " (did you mean \($0)?)" } ?? ""
        return "No ship is called \(word)\(meant): " + ships.joined(separator: ", ") + "."
    }

    /// Every command's name, for a "did you mean" after a mistyped one: those that take words
    /// after them, those that take none, and the two whose words are optional.
    private static let commandNames = Set(usage.keys).union(alone).union(["help", "new"]).sorted()

    private static func fire(_ words: [String]) -> PlainRequest {
        var cells: [Coordinate] = []
        for word in words {
            do {
                cells.append(try Coordinate(parsing: word))
            } catch {
                return .invalid(sentence(error.description))
            }
        }
        return .intents([.fire(cells)])
    }

    private static func newGame(_ words: [String], state: ClientState) -> PlainRequest {
        var form = state.newGameForm
        var names: [String] = []
        for word in words {
            if let variant = Rules.Variant(rawValue: word.lowercased()) {
                form.variant = variant
            } else if let opponent = Opponent(rawValue: word.lowercased()), state.mode == .network {
                form.opponent = opponent
            } else if state.mode == .hotSeat {
                names.append(word)
            } else {
                return .invalid("Write new [classic|salvo]\(state.mode == .network ? " [human|computer]" : "").")
            }
        }
        if state.mode == .hotSeat {
            guard names.count == 2 || names.isEmpty else { return .invalid("Write new [classic|salvo] NAME1 NAME2, or no names for those used last.") }
            if names.count == 2 {
                form.firstName = TextField(names[0], for: .playerName)
                form.secondName = TextField(names[1], for: .playerName)
            }
        }
        return .intents([.createGame(form)])
    }
}
