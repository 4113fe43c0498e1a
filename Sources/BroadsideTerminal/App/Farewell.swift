/// The line the full-screen client leaves on the terminal when the player quits (`q`, Ctrl-C):
/// the screen it drew is gone with the alternate screen, and without a word a player cannot tell
/// whether the game they left is lost.
enum Farewell {
    /// `server` and `name` are those given on the command line: nil for the default server, or
    /// a server run inside the client, and for the name remembered, which may by then be
    /// another player's on this account.
    static func line(mode: PlayMode, server: ServerAddress?, name: String?) -> String {
        let kept = switch mode {
        case .network: "your games are kept on the server"
        // The server run inside the client keeps them in the data directory, as `broadside serve` does.
        case .hotSeat, .solo: "your games are kept on this computer"
        }
        let again = ["broadside", mode.command, server?.description, name.map { "--name \($0)" }].compactMap { $0 }
            .joined(separator: " ")
        return "Left Broadside: \(kept); `\(again)` takes you back."
    }
}
