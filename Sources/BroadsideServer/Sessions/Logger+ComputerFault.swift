import BroadsideProtocol
import BroadsideServerCore
import Logging

extension Logger {
    /// The computer broke the rules and forfeited the round for it: its player won a round the
    /// server's own bug ended, so an error, for whoever runs the server to report.
    func computerFailed(_ fault: ComputerFault, game: GameCode) {
        error(
            "the computer broke the rules and forfeits the round; this is a bug in the server",
            metadata: ["game": "\(game)", "round": "\(fault.round)", "error": "\(fault)"])
    }
}
