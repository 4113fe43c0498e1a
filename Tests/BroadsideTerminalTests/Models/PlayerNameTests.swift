import Testing
@testable import BroadsideTerminal

@Suite("The name a client says HELLO with")
struct PlayerNameTests {
    /// The name a client started with `environment`, on an account named `account`, plays as.
    private func name(
        _ environment: [String: String], chosen: String? = nil, account: String? = nil, mode: PlayMode = .network
    ) throws -> String {
        try ClientLauncher.playerName(chosen, environment: environment, account: account, mode: mode)
    }

    @Test func aLoginNameIsKeptOrCleanedUpToOneTheProtocolTakes() throws {
        #expect(try name(["USER": "ann-b.c_9"]) == "ann-b.c_9")
        #expect(try name(["USER": "jo hn!"]) == "john")
        #expect(try name(["USER": "averyveryverylongname"]) == "averyveryverylon")
    }

    @Test func theNameGivenOrRememberedComesFirst() throws {
        #expect(try name(["USER": "ann", "LOGNAME": "logan"], chosen: "cleo", account: "acct") == "cleo")
    }

    /// Under cron and in some containers `USER` is unset.
    @Test func withoutUserTheNameIsLognameThenTheAccountName() throws {
        #expect(try name(["USER": "ann", "LOGNAME": "logan"], account: "acct") == "ann")
        #expect(try name(["LOGNAME": "logan"], account: "acct") == "logan")
        #expect(try name([:], account: "acct") == "acct")
        #expect(try name(["USER": "", "LOGNAME": ""], account: "acct") == "acct")
        // A login name that leaves nothing the protocol takes gives way to the next one.
        #expect(try name(["USER": "ö", "LOGNAME": "logan"]) == "logan")
    }

    @Test func withNoUsableNameTheClientSaysToGiveOne() throws {
        #expect {
            try name([:])
        } throws: { error in
            "\(error)" == "no name to play as: $USER and $LOGNAME are unset and the account has no name; give one with --name"
        }
        #expect {
            try name(["USER": "ö"], account: "-")
        } throws: { error in
            "\(error)" == "'ö' cannot be a player name: use --name with 1-16 letters a-z and A-Z, digits, '_', '-' and '.' (not '-' alone, which means nobody)"
        }
        // Hot-seat asks both players' names on its form, and has no --name: it offers one to change.
        #expect(try name([:], mode: .hotSeat) == "Player1")
    }

    /// In solo the computer is the opponent: a player of its name would read as it, line after line.
    @Test func soloRefusesTheComputersName() throws {
        for chosen in ["computer", "Computer"] {
            #expect {
                try name([:], chosen: chosen, mode: .solo)
            } throws: { error in
                "\(error)" == "'\(chosen)' is the name of the computer you play in solo: play as another, with --name"
            }
        }
        #expect(throws: LaunchError.self) { try name(["USER": "computer"], mode: .solo) }
        #expect(try name([:], chosen: "computer", mode: .network) == "computer")
        #expect(try name([:], chosen: "computers", mode: .solo) == "computers")
    }

    /// Letters are ASCII letters (PROTOCOL.md 5.3): `Zoë` is refused, and the sentence says why.
    @Test func aNameGivenThatTheProtocolRefusesSaysWhatANameHolds() throws {
        try ClientLauncher.checkGivenName("Zoe")
        try ClientLauncher.checkGivenName(nil)
        #expect {
            try ClientLauncher.checkGivenName("Zoë")
        } throws: { error in
            "\(error)" == "'Zoë' cannot be a player name: use 1-16 letters a-z and A-Z, digits, '_', '-' and '.' (not '-' alone, which means nobody)"
        }
    }

    /// Shown escaped: the raw name would send the terminal its escape sequence (helper audit: a
    /// name with `ESC [31m` turned the error red).
    @Test func aNameWithControlCharactersIsShownEscaped() {
        #expect {
            try ClientLauncher.checkGivenName("a\u{1B}[31mb")
        } throws: { error in
            "\(error)".hasPrefix("'a\\u{1B}[31mb' cannot be a player name: use 1-16 ")
        }
    }

    @Test func aNameLeftWithNothingOrOnlyADashIsRefused() {
        for chosen in ["ö", "-", "- "] {
            #expect(throws: (any Error).self) { try name(["USER": "ann"], chosen: chosen) }
        }
    }

    /// Hot-seat offers the last second player again, but never the first player's own name.
    @Test func theSecondHotSeatPlayerIsNeverTheFirst() {
        #expect(ClientLauncher.partnerName("bob", besides: "ann") == "bob")
        #expect(ClientLauncher.partnerName("bob", besides: "bob") == "Player2")
        #expect(ClientLauncher.partnerName(nil, besides: "ann") == "Player2")
        #expect(ClientLauncher.partnerName(nil, besides: "Player2") == "Player1")
    }
}
