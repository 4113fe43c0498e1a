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

    /// `path` as an absolute path, a relative one taken from `currentDirectory`, without `.`
    /// components or doubled slashes (`./d` from `/srv` is `/srv/d`): the paths the server prints
    /// (the CA to give to clients) must mean the same file wherever they are read, and read
    /// plainly. `..` stays: after a symbolic link it names another directory than the text does.
    public static func absolute(
        _ path: String, from currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let joined = path.hasPrefix("/") ? path : Paths.join(currentDirectory, path)
        return "/" + joined.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
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

    /// For a server on this machine (`host` a loopback name or address), the development CA of the
    /// default data directory, if there is one: what a client trusts
    /// when told nothing.
    public static func localDevelopmentCA(
        forHost host: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard ["127.0.0.1", "localhost", "::1"].contains(host) else { return nil }
        let path = defaultCertificates(environment: environment) + "/ca.pem"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
