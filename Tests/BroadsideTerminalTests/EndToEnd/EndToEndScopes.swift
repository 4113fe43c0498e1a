/// The homes and processes most end-to-end tests start from, each undone however the test ends:
/// processes stopped before the homes they use are removed.

/// Runs `body` with a home of its own.
func withTemporaryHome(_ body: (TemporaryHome) async throws -> Void) async throws {
    let home = try TemporaryHome()
    defer { home.remove() }
    try await body(home)
}

/// Runs `body` with `broadside ARGUMENTS` on a terminal of its own (`columns` x `rows`), in a home
/// of its own.
func withClientOnTerminal(
    _ arguments: [String], columns: Int = 80, rows: Int = 24, _ body: (ChildProcess, TemporaryHome) async throws -> Void
) async throws {
    try await withTemporaryHome { home in
        let client = try ChildProcess.onTerminal(arguments, environment: home.environment, columns: columns, rows: rows)
        defer { client.stop() }
        try await body(client, home)
    }
}

/// Runs `body` with a `broadside serve` (given `options`) in a home of its own, which the test's
/// clients may share.
func withServerInItsHome(options: [String] = [], _ body: (ServerOnTerminal, TemporaryHome) async throws -> Void) async throws {
    try await withTemporaryHome { home in
        let server = try await ServerOnTerminal.start(home: home, options: options)
        defer { server.process.stop() }
        try await body(server, home)
    }
}

/// Runs `body` with a `broadside serve` (given `options`) in a home of its own, and another home
/// for a player's clients.
func withServerAndPlayerHome(
    options: [String] = [],
    _ body: (_ server: ServerOnTerminal, _ serverHome: TemporaryHome, _ playerHome: TemporaryHome) async throws -> Void
) async throws {
    try await withTemporaryHome { playerHome in
        try await withServerInItsHome(options: options) { server, serverHome in
            try await body(server, serverHome, playerHome)
        }
    }
}
