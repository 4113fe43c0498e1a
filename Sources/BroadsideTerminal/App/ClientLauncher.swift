import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import BroadsideServer
import BroadsideTLS
import Foundation

/// Starts a client: works out the name, the server and whom to trust, runs a server inside the
/// client when asked to, connects, and runs the full-screen client or line mode.
public enum ClientLauncher {
    /// Runs until the player quits. Throws a `LaunchError` whose description is one sentence
    /// saying what to do.
    public static func run(_ options: LaunchOptions, environment: [String: String] = ProcessInfo.processInfo.environment) async throws {
        let store = ClientStore(paths: ClientPaths(environment: environment))
        let settings = store.settings()
        try checkGivenName(options.name)
        let isHotSeat = options.mode == .hotSeat
        let remembered = isHotSeat ? settings.hotSeatFirst ?? settings.name : settings.name
        let name = try playerName(options.name ?? remembered, environment: environment, account: accountName(), mode: options.mode)
        let remoteServer = options.runsAServer ? nil : options.server ?? .local
        // Before the terminal: a CA file named wrongly is the mistake to tell of, with or without one.
        let remoteCA = try remoteServer.flatMap { try trustedCA(for: $0, given: options.caPath, settings: settings, environment: environment) }
        // Solo and hot-seat share the directory but not their games: solo must not resume a
        // hot-seat seat (and take it, or claim a win over the partner who is "away").
        let serverKey = remoteServer?.description ?? (isHotSeat ? "local" : "local solo")
        let playing = try holdPlaying(
            as: isHotSeat ? nil : name, on: serverKey, remote: remoteServer, command: options.mode.command, paths: store.paths)
        defer { withExtendedLifetime(playing) {} }
        let device = try options.plain ? nil : TerminalDevice(environment: environment)
        // Keys typed from here until the full screen shows would be echoed over what is said meanwhile.
        let connecting = device == nil ? nil : ConnectingTerminal.start()
        defer { connecting?.end() }

        var localServer: LocalServer?
        let configuration: ClientConfiguration
        if let server = remoteServer {
            var remote = ClientConfiguration(host: server.host, port: server.port, caPath: remoteCA?.path)
            remote.caOrigin = remoteCA?.origin
            remote.certificatePath = options.certificatePath
            remote.privateKeyPath = options.privateKeyPath
            configuration = remote
        } else {
            let dataDirectory = DataDirectory.default(environment: environment)
            do {
                let server = try await LocalServer.start(dataDirectory: dataDirectory)
                localServer = server
                configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            } catch {
                // Solo and hot-seat have no --data: the directory comes from the environment.
                let wayOut = (error as? StorageError)?.kind == .notPermitted ? "; set XDG_DATA_HOME to a directory you can write to" : ""
                throw LaunchError("cannot start the game server in \(dataDirectory): \(error)\(wayOut)")
            }
        }
        let client: ProtocolClient
        let notice = ConnectingNotice.after(.seconds(1), to: remoteServer)
        do {
            client = try await ProtocolClient.connect(configuration, name: name)
            notice.cancel()
        } catch {
            notice.cancel()
            await localServer?.stop()
            throw LaunchError("\(error)")
        }
        // Only once it has worked: a CA file that does not fit the server must not be kept for it.
        let settingsFailure = SessionDriver.attempt {
            try store.updateSettings { remember(name: name, trusting: remoteCA?.path, on: serverKey, options: options, in: &$0) }
        }
        var state = ClientState(
            mode: options.mode, playerName: name, partnerName: Self.partnerName(settings.partner, besides: name), layouts: store.layouts(for: name),
            variant: firstRules(options, settings: settings), inputStyle: options.plain ? .commands : .keys)
        state.nameIsRemembered = isNameFromMemory(name, options: options, environment: environment, account: accountName())
        if !isHotSeat { state.otherPlayers = store.players(for: serverKey).filter { $0 != name } }
        // The full-screen new-game form says it itself, beside the name.
        if state.inputStyle == .commands || state.page == .lobby { state.message = state.rememberedNameNote }
        var driver = SessionDriver(
            controller: SessionController(state: state, seed: UInt64.random(in: .min ... .max)),
            client: client, store: store, serverKey: serverKey, startNotice: settingsFailure,
            connectAs: { try await ProtocolClient.connect(configuration, name: $0) })
        let progress = if let device {
            await FullScreenApp.run(
                &driver, reconnectingFor: options.reconnectLimit, device: device, typedBefore: connecting?.end() ?? 0)
        } else {
            await LineModeApp.run(&driver, reconnectingFor: options.reconnectLimit)
        }
        await driver.finish()
        let storing = await localServer?.stop()
        // A game lost with the client is said however it ends, and to a script too.
        let notStored = driver.gamesNotStored
        let lost = notStored.map(Farewell.lost)
        if case .lost(let reason) = progress { throw LaunchError([reason, lost].compactMap { $0 }.joined(separator: "; ")) }
        if let storing { throw LaunchError("the games on this computer may not all be stored: \(storing)") }
        // Said to a person, at the full screen or in line mode; a script reads its own lines.
        if progress == .quit, isatty(STDIN_FILENO) == 1 {
            let farewell = Farewell.lines(
                mode: options.mode, server: options.server, name: driver.state.playerName,
                hasGames: driver.state.hasGames(besides: notStored?.games ?? []), width: LineModeApp.outputWidth, notStored: notStored)
            print(farewell.joined(separator: "\n"))
        } else if let lost {
            print(Farewell.sentence(lost))
        }
    }

    /// A name given with `--name` that the protocol does not take stops the client, saying what a
    /// name may hold: it is not cleaned up as a login name is, since the player chose it.
    public static func checkGivenName(_ given: String?) throws {
        guard let given, !Command.isValidName(given) else { return }
        // Shown escaped: a name with an escape sequence in it would act on the terminal.
        throw LaunchError("'\(VisibleText.escaped(given))' cannot be a player name: use \(FieldContent.nameRule)")
    }

    /// Holds the lock for playing as `player` on `serverKey`; throws when another client of this
    /// account already plays so, since each would resume, and so take, the other's seats.
    /// `remote` is nil for a server run inside the client, which has no address to name.
    static func holdPlaying(
        as player: String?, on serverKey: String, remote: HostAndPort?, command: String, paths: ClientPaths
    ) throws -> PlayingLock? {
        switch PlayingLock.take(paths.playingLock(player: player, server: serverKey), holder: command) {
        case .held(let lock): return lock
        case .unavailable: return nil
        case .busy(let holder):
            guard let player else {
                throw LaunchError("another broadside \(holder) is already playing the hot-seat games from this account; go on in that one")
            }
            let place = remote.map { " on \($0)" } ?? ""
            throw LaunchError(
                "another broadside \(holder) is already playing as \(player)\(place) from this account; give this one another name with --name")
        }
    }

    /// What a client that connected remembers: its name, and the CA given with `--ca` for the
    /// server (`trusted`, nil for a server run inside the client), with or without a host.
    static func remember(name: String, trusting trusted: String?, on serverKey: String, options: LaunchOptions, in settings: inout ClientStore.Settings) {
        // Hot-seat remembers its two players when a game is made (`rememberPlayers`).
        if options.mode != .hotSeat { settings.name = name }
        if options.caPath != nil, let trusted { settings.trustedCAs[serverKey] = trusted }
    }

    /// The rules the first new-game form offers: those given with `--rules`, else those of the
    /// last game made the same way, else classic.
    static func firstRules(_ options: LaunchOptions, settings: ClientStore.Settings) -> Rules.Variant {
        options.variant ?? settings.lastRules(for: options.mode) ?? .classic
    }

    /// The second hot-seat player's name to offer: the last one, unless it is the first player's.
    static func partnerName(_ remembered: String?, besides first: String) -> String {
        if let remembered, remembered != first { return remembered }
        return first == "Player2" ? "Player1" : "Player2"
    }

    /// Whether `name` is the one remembered from an earlier `--name` rather than given or the
    /// login name, which the start says (`ClientState.rememberedNameNote`). Hot-seat asks both
    /// names on its form.
    static func isNameFromMemory(_ name: String, options: LaunchOptions, environment: [String: String], account: String?) -> Bool {
        options.mode != .hotSeat && options.name == nil
            && name != (try? playerName(nil, environment: environment, account: account, mode: options.mode))
    }

    /// The name to say `HELLO` with: the one given or remembered, else the first login name the
    /// protocol takes: `$USER`, `$LOGNAME` (set where `USER` is not, as under cron), then the
    /// account's, cleaned up if need be. Hot-seat, whose form asks both players' names and which
    /// has no `--name`, offers a placeholder rather than failing. Solo refuses `computer`, its
    /// opponent's name: every line would then read as the computer's (`computer vs computer`).
    static func playerName(_ chosen: String?, environment: [String: String], account: String?, mode: PlayMode) throws -> String {
        let name = try nameToPlayAs(chosen, environment: environment, account: account, mode: mode)
        guard mode != .solo || name.lowercased() != "computer" else {
            throw LaunchError("'\(name)' is the name of the computer you play in solo: play as another, with --name")
        }
        return name
    }

    private static func nameToPlayAs(_ chosen: String?, environment: [String: String], account: String?, mode: PlayMode) throws -> String {
        if let chosen { return try usableName(chosen) }
        let login = [environment["USER"], environment["LOGNAME"], account].compactMap { $0 }.filter { !$0.isEmpty }
        if let name = login.lazy.compactMap({ try? usableName($0) }).first { return name }
        // Named as the second player is by default (`partnerName`).
        if mode == .hotSeat { return "Player1" }
        guard let unusable = login.first else {
            throw LaunchError("no name to play as: $USER and $LOGNAME are unset and the account has no name; give one with --name")
        }
        return try usableName(unusable)
    }

    /// The name of the account this process runs as, from the password database.
    static func accountName() -> String? {
        getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) }
    }

    /// `candidate` as a name the protocol takes: kept, or with the bytes it refuses left out.
    private static func usableName(_ candidate: String) throws -> String {
        if Command.isValidName(candidate) { return candidate }
        let kept = candidate.utf8.filter(Command.isNameByte).prefix(16)
        let cleaned = String(decoding: kept, as: UTF8.self)
        guard Command.isValidName(cleaned) else {
            throw LaunchError("'\(VisibleText.escaped(candidate))' cannot be a player name: use --name with \(FieldContent.nameRule)")
        }
        return cleaned
    }

    /// The CA file for a server, and where it came from: the one given, else the one remembered for
    /// it, else for a server on this machine the development CA of the default data directory; nil trusts
    /// the system's roots.
    static func trustedCA(
        for server: HostAndPort, given: String?, settings: ClientStore.Settings, environment: [String: String]
    ) throws -> (path: String, origin: TrustedCAOrigin)? {
        if let given {
            let path = given.hasPrefix("/") ? given : FileManager.default.currentDirectoryPath + "/" + given
            try checkCAFile(path, called: "the CA file \(given)", wayOut: "give the path of the server's ca.pem")
            return (path, .given)
        }
        if let remembered = settings.trustedCAs[server.description] {
            // Not typed this time: the player may not know where the path comes from.
            try checkCAFile(
                remembered, called: "the CA file \(remembered) (remembered for \(server) from an earlier --ca)",
                wayOut: "give the server's ca.pem with --ca, which replaces it")
            return (remembered, .remembered)
        }
        return DataDirectory.localDevelopmentCA(forHost: server.host, environment: environment).map { ($0, .development) }
    }

    /// Refuses a CA file that cannot be read or holds no certificate, naming it as `called`.
    private static func checkCAFile(_ path: String, called: String, wayOut: String) throws {
        if let failure = SecureFiles.readFailure(path) {
            // The server's own copy is its user's alone: another account needs one it may read.
            let wayOut = failure == EACCES ? "ask the server's operator for a copy you can read" : wayOut
            throw LaunchError("cannot read \(called): \(SecureFiles.reason(failure)); \(wayOut)")
        }
        guard TrustedAuthorityFile.holdsCertificate(at: path) else {
            throw LaunchError("\(called) holds no PEM certificate; \(wayOut)")
        }
    }
}

/// Why the client could not start or lost its server, in one sentence.
struct LaunchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
