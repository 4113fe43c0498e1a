import Foundation

/// Where Broadside keeps its data when no directory is given: the XDG data home.
public enum DataDirectory {
    /// `$XDG_DATA_HOME/broadside`, or `~/.local/share/broadside` when `XDG_DATA_HOME` is unset,
    /// empty or not absolute (the XDG Base Directory rules).
    public static func `default`(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return Paths.join(dataHome, "broadside")
        }
        let home: String
        if let fromEnvironment = environment["HOME"], !fromEnvironment.isEmpty {
            home = fromEnvironment
        } else {
            home = FileManager.default.homeDirectoryForCurrentUser.path
        }
        return Paths.join(Paths.join(home, ".local/share"), "broadside")
    }

    /// The certificate directory inside a data directory: `DIR/certs`.
    public static func certificates(in dataDirectory: String) -> String {
        Paths.join(dataDirectory, "certs")
    }

    /// The default certificate directory: `$XDG_DATA_HOME/broadside/certs` or
    /// `~/.local/share/broadside/certs`.
    public static func defaultCertificates(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        certificates(in: self.default(environment: environment))
    }
}
