@testable import BroadsideConformance
import Testing

/// A run after others from the same address finds the server's budget of new games spent: its
/// failures are the budget's, and the report says what to do (Protocol/README.md).
@Suite struct SuiteHintTests {
    private static let file = """
        case 99/1 MUST
          title  a case that creates a game
          quote  `NEW`
          a hello ann
          a> NEW
          a< OK NEW *
        end

        """

    private func report(actual: String) throws -> SuiteReport {
        let testCase = try #require(try ConformanceSuite(files: [("budget.cases", Self.file)]).cases.first)
        let failed = CaseResult(testCase, verdict: .failed, failure: CaseFailure(expected: "OK NEW *", actual: actual))
        return SuiteReport(server: "127.0.0.1:7474", strict: false, results: [failed, failed], codesSeen: [], seconds: 1)
    }

    @Test func failuresOfTheAddresssGameBudgetSayHowToRunAgain() throws {
        let hints = try report(actual: "ERR TOO_MANY_GAMES wait=1 scope=address :too many new games from your address").hints
        #expect(hints.count == 1)
        #expect(hints.first?.hasPrefix("2 of the failures are ERR TOO_MANY_GAMES scope=address") == true, "\(hints)")
        #expect(hints.first?.contains("--games-per-minute 6000") == true, "\(hints)")
    }

    @Test func otherFailuresGetNoHint() throws {
        #expect(try report(actual: "ERR TOO_MANY_GAMES scope=connection :twenty games wait for a join").hints.isEmpty)
        #expect(try report(actual: "OK PING").hints.isEmpty)
    }
}

/// The greeting's `idle=` (5.1) against the `--idle-timeout` the suite was given.
@Suite struct GreetingNoteTests {
    static let greeting = "* BROADSIDE versions=1,2 idle=10 :Broadside server; HELLO 2 <your-name> to begin"

    @Test func anIdleTimeoutOtherThanTheGreetingsIsNoted() {
        #expect(GreetingNote.note(greeting: Self.greeting, idleTimeout: .seconds(20))
            == "note: the server's greeting says idle=10, but the suite was given --idle-timeout 20: "
            + "the cases that wait for the idle timeout will fail; pass --idle-timeout 10")
    }

    @Test func theSameIdleTimeoutNoneGivenOrNoGreetingIsNoNews() {
        #expect(GreetingNote.note(greeting: Self.greeting, idleTimeout: .seconds(10)) == nil)
        #expect(GreetingNote.note(greeting: Self.greeting, idleTimeout: nil) == nil)
        #expect(GreetingNote.note(greeting: nil, idleTimeout: .seconds(10)) == nil)
        #expect(GreetingNote.note(greeting: "* BROADSIDE versions=1 :no idle field", idleTimeout: .seconds(10)) == nil)
    }
}
