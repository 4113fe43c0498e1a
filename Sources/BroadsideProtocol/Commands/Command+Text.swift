import BroadsideCore

extension Command: CustomStringConvertible {
    /// The line a client sends, without its LF; `Command.parse` reads it back to the same command.
    public var description: String {
        ([name] + arguments).joined(separator: " ")
    }

    private var arguments: [String] {
        switch self {
        case .hello(let version, let name): ["\(version)", name]
        case .new(let rules, let opponent):
            [rules.variant.rawValue, opponent.rawValue] + (rules.shipsMayTouch ? [] : ["apart"])
        case .join(let code, let name): [code.description] + (name.map { [$0] } ?? [])
        case .resume(let token): [token.description]
        case .games, .help, .quit: []
        case .state(let ref), .ready(let ref), .forfeit(let ref), .claim(let ref), .rematch(let ref),
             .decline(let ref), .leave(let ref):
            [ref.description]
        case .place(let ref, .random): [ref.description, "random"]
        case .place(let ref, .ships(let placements)): [ref.description] + placements.map(\.wireForm)
        case .remove(let ref, .all): [ref.description, "all"]
        case .remove(let ref, .ships(let kinds)): [ref.description] + kinds.map(\.rawValue)
        case .fire(let ref, let targets): [ref.description] + targets.map(\.description)
        case .ping(let word): word.map { [$0] } ?? []
        }
    }
}
