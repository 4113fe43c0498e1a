/// The syntax of every command, as `HELP` lists it and `SYNTAX` errors quote it (PROTOCOL.md 7).
public enum CommandSyntax {
    public static let all: [(name: String, usage: String, summary: String)] = [
        ("HELLO", "HELLO <version> <name>", "start: the protocol version you speak and your name"),
        ("NEW", "NEW [classic|salvo] [human|computer] [apart]", "create a game; you take seat A"),
        ("JOIN", "JOIN <code> [<name>]", "take seat B of a game"),
        ("RESUME", "RESUME <token>", "take a seat back with its token"),
        ("GAMES", "GAMES", "list the seats this connection holds"),
        ("STATE", "STATE <ref>", "everything your seat may see"),
        ("PLACE", "PLACE <ref> <ship> <cell> <H|V> | PLACE <ref> <ship:cell:dir>... | PLACE <ref> random",
         "place ships"),
        ("REMOVE", "REMOVE <ref> <ship>...|all", "pick placed ships up"),
        ("READY", "READY <ref>", "lock your fleet"),
        ("FIRE", "FIRE <ref> <cell>...", "fire this turn's shots"),
        ("FORFEIT", "FORFEIT <ref>", "give up this round"),
        ("CLAIM", "CLAIM <ref>", "win against an opponent away, or keeping the round waiting, too long"),
        ("REMATCH", "REMATCH <ref>", "offer or accept another round"),
        ("DECLINE", "DECLINE <ref>", "refuse the offer of another round, or take yours back"),
        ("LEAVE", "LEAVE <ref>", "stop holding a seat"),
        ("PING", "PING [<word>]", "check the connection"),
        ("HELP", "HELP", "this list"),
        ("QUIT", "QUIT", "close the connection"),
    ]

    /// The version that added each command not in version 1 (PROTOCOL.md 15).
    private static let laterVersionAdding = ["DECLINE": 2]

    /// The version that added each command, looked up for every line a client sends.
    private static let versionAdding = Dictionary(
        uniqueKeysWithValues: all.map { ($0.name, laterVersionAdding[$0.name, default: 1]) })

    /// Whether `name` is a command of protocol `version`: a later version's command is unknown to
    /// a connection speaking an earlier one.
    public static func isCommand(_ name: String, of version: Int) -> Bool {
        versionAdding[name].map { $0 <= version } ?? false
    }

    /// The commands of protocol `version`, as `HELP` lists them.
    public static func commands(of version: Int) -> [(name: String, usage: String, summary: String)] {
        all.filter { isCommand($0.name, of: version) }
    }

    public static func usage(of name: String) -> String {
        all.first { $0.name == name }?.usage ?? name
    }
}
