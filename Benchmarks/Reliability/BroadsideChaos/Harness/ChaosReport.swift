import Foundation

/// The figures of a chaos run. `shotsLost`, `shotsDuplicated` and `wrongWinners` must be 0.
public struct ChaosReport: Codable, Hashable, Sendable {
    public var games = 0
    public var gamesFinished = 0
    public var serverRestarts = 0
    public var clientRestarts = 0
    /// Shots whose `OK` a player saw.
    public var shotsAcknowledged = 0
    /// Shots answered only by a crash, found stored on resume.
    public var shotsRecovered = 0
    /// Shots answered only by a crash and not stored (never acknowledged, so allowed), fired again.
    public var shotsRefired = 0
    /// Acknowledged shots missing from the stored games.
    public var shotsLost = 0
    /// Cells stored twice for the same shooter.
    public var shotsDuplicated = 0
    /// Rounds whose stored winner is not the one the rules give.
    public var wrongWinners = 0
    /// Resumes whose `STATE` checks passed.
    public var resumeChecks = 0
    /// Connections or commands the live server left unanswered past their limit (must be 0).
    public var stalls = 0
    /// Seat tokens found in the server's log (must be 0).
    public var tokensLogged = 0
    public var seconds = 0.0

    public init() {}

    public var isClean: Bool {
        shotsLost == 0 && shotsDuplicated == 0 && wrongWinners == 0 && tokensLogged == 0 && stalls == 0
            && gamesFinished == games
    }

    public var summary: String {
        """
        games \(gamesFinished)/\(games) finished, server restarts survived \(serverRestarts), client restarts \(clientRestarts)
        shots acknowledged \(shotsAcknowledged), recovered after a crash \(shotsRecovered), fired again (never stored) \(shotsRefired)
        shots lost \(shotsLost), shots applied twice \(shotsDuplicated), wrong winners \(wrongWinners), tokens in the server log \(tokensLogged)
        resume checks passed \(resumeChecks), stalls \(stalls), in \(String(format: "%.1f", seconds)) s
        """
    }
}
