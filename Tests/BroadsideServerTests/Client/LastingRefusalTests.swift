@testable import BroadsideClient
import NIOSSL
import Testing

/// Which refusals connecting again cannot change (`ClientError.isLasting`): a client that lost its
/// server stops at once on those, and tries again on the others.
@Suite struct LastingRefusalTests {
    private let configuration = ClientConfiguration(host: "127.0.0.1", port: 7474, caPath: "/ca.pem")

    @Test func certificatesVersionsAndNamesAreLasting() {
        let lasting: [ClientError] = [
            .versionMismatch("2"),
            .notTLS("127.0.0.1", 7474),
            .untrusted(configuration, "it is not signed by a CA this client trusts, or it has expired"),
            LineConnection.untrusted(configuration, by: ClientError("error:CERTIFICATE_VERIFY_FAILED")),
            .sessionEnded(ClientError("TLS alert CERTIFICATE_REQUIRED")),
            .sessionEnded(ClientError("TLS alert UNKNOWN_CA")),
        ]
        #expect(lasting.allSatisfy { $0.isLasting }, "\(lasting.filter { !$0.isLasting })")
    }

    @Test func whatAnotherAttemptMayFindOtherwiseIsNot() {
        let passing: [ClientError] = [
            .refused("127.0.0.1", 7474),
            .closedBeforeTLS("127.0.0.1", 7474),
            .closed,
            .timedOut("the TLS handshake"),
            .unanswered("PING", within: .seconds(20)),
            .sessionEnded(ClientError("connection reset")),
            LineConnection.untrusted(configuration, by: ClientError("BAD_RECORD_MAC")),
        ]
        #expect(passing.allSatisfy { !$0.isLasting }, "\(passing.filter(\.isLasting))")
    }

    @Test func onlyTheHandshakeFailuresAPlayerCanFixAreKnown() {
        #expect(LineConnection.knownReason(ClientError("error:CERTIFICATE_VERIFY_FAILED")) != nil)
        #expect(LineConnection.knownReason(ClientError("error:UNSUPPORTED_PROTOCOL")) != nil)
        #expect(LineConnection.knownReason(ClientError("TLS alert INTERNAL_ERROR")) == nil)
    }
}
