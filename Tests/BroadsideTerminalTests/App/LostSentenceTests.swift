import Testing

@testable import BroadsideTerminal

/// A loss's sentence gives the way back (start again to resume) once: an attempt to connect again
/// that failed for a lost connection of its own is named in the final sentence without it.
@Suite struct LostSentenceTests {
    @Test func theReasonOfAFailedAttemptLeavesTheWayBackToTheFinalSentence() {
        let lost = "the connection to the server was lost" + LostConnection.wayBack
        #expect(LostConnection.reasonAlone(lost) == "the connection to the server was lost")
        #expect(LostConnection.reasonAlone("nothing is listening at 127.0.0.1:4000") == "nothing is listening at 127.0.0.1:4000")
    }
}
