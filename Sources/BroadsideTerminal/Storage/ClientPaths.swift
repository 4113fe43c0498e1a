import BroadsideTLS
import Foundation

/// Where the client keeps its files, by the XDG Base Directory rules: settings (name, trusted CAs)
/// in `$XDG_CONFIG_HOME/broadside` (default `~/.config/broadside`); seat tokens and saved layouts
/// in `$XDG_DATA_HOME/broadside/client` (default `~/.local/share/broadside/client`).
struct ClientPaths: Hashable, Sendable {
    let configDirectory: String
    let dataDirectory: String

    init(configDirectory: String, dataDirectory: String) {
        self.configDirectory = configDirectory
        self.dataDirectory = dataDirectory
    }

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        // A relative XDG directory is ignored, as the specification says.
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        self.init(
            configDirectory: configHome + "/broadside",
            dataDirectory: DataDirectory.default(environment: environment) + "/client")
    }

    var settingsFile: String { configDirectory + "/settings.json" }
    var seatsFile: String { dataDirectory + "/seats.json" }
    var layoutsFile: String { dataDirectory + "/layouts.json" }

    /// The lock a client holds while it plays as `player` (nil: hot-seat, both players) on `server`.
    func playingLock(player: String?, server: String) -> String {
        let names = [player ?? "hotseat", server].map { $0.replacingOccurrences(of: "/", with: "_") }
        return dataDirectory + "/playing/" + names.joined(separator: "@") + ".lock"
    }
}
