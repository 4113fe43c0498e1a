import BroadsideClient
import BroadsideProtocol

/// The lines the client leaves on the terminal when the player quits (`q`, Ctrl-C): the screen
/// it drew is gone with the alternate screen, and without a word a player cannot tell whether
/// the game they left is lost.
enum Farewell {
    /// `server` is the one given on the command line: nil for the default server, or a server
    /// run inside the client. `name` is the one played as, given or not: one remembered may be
    /// another player's by the time this one comes back, and the login name loses to it. A shared
    /// terminal names none, its form asking both. `hasGames` is false only where the server said there
    /// are none. Broken at spaces to `width`, as a terminal would break it mid-word, with the
    /// command kept whole on one line, so that it can be copied, where a line holds it; else on
    /// lines of its own, which hold nothing else to copy with it. `notStored`: games whose seats
    /// this computer could not store, and why; they are said to be lost first.
    static func lines(
        mode: PlayMode, server: HostAndPort?, name: String?, hasGames: Bool, width: Int,
        notStored: (games: [GameCode], reason: String)? = nil
    ) -> [String] {
        let named = mode == .hotSeat ? nil : name
        let again = ["broadside", mode.command, server?.description, named.map { "--name \($0)" }].compactMap { $0 }
        let typed = "`\(again.joined(separator: " "))`"
        // Without a server given, `solo` and `hotseat` run one inside the client, which keeps the
        // games in the data directory as `broadside serve` does.
        let place = mode == .network || server != nil ? "the server" : "this computer"
        let kept = notStored == nil ? "your games" : "your other games"
        let left = hasGames ? "Left Broadside: \(kept) are kept on \(place);" : "Left Broadside;"
        let back = "takes you back."
        let lost = notStored.map { PlainView.wrapped([sentence(Self.lost($0))], to: width) } ?? []
        guard typed.count <= width else { return lost + PlainView.wrapped([left, typed, back], to: width) }
        return lost + PlainView.wrapped(["\(left) \(typed.replacing(" ", with: unbrokenSpace)) \(back)"], to: width)
            .map { $0.replacing(unbrokenSpace, with: " ") }
    }

    /// That games whose seats were not stored cannot be resumed, as a clause: "game K7QX3M was
    /// not stored on this computer (…), so it cannot be resumed".
    static func lost(_ notStored: (games: [GameCode], reason: String)) -> String {
        let games = notStored.games.map(\.description).joined(separator: ", ")
        let (which, them) = notStored.games.count == 1 ? ("game \(games) was", "it") : ("games \(games) were", "they")
        return "\(which) not stored on this computer (\(notStored.reason)), so \(them) cannot be resumed"
    }

    /// A clause as a sentence of its own.
    static func sentence(_ clause: String) -> String {
        clause.prefix(1).uppercased() + clause.dropFirst() + "."
    }

    /// Joins the command's words so that wrapping, which breaks at spaces only, leaves it whole.
    private static let unbrokenSpace = "\u{A0}"
}
