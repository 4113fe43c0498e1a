@testable import BroadsideClient
import Foundation
import NIOCore
import Testing

/// Why a connection was not made is said as it is: "nothing is listening" only when the server's
/// address refused it. A socket this user may not make said it too, and sent a player looking
/// for a server that was there.
@Suite struct ConnectFailureTests {
    private let configuration = ClientConfiguration(host: "127.0.0.1", port: 7474, caPath: "/ca.pem")

    @Test func aRefusedConnectionIsNothingListening() {
        let failure = LineConnection.connectFailure(IOError(errnoCode: ECONNREFUSED, reason: "connect"), to: configuration)
        #expect(failure == .refused("127.0.0.1", 7474))
    }

    @Test func aTimeoutIsNoAnswer() {
        let failure = LineConnection.connectFailure(ChannelError.connectTimeout(.seconds(10)), to: configuration)
        #expect(failure == .timedOut("the connection"))
        #expect(!failure.isLasting)
    }

    @Test func anyOtherFailureIsSaidWithItsCause() {
        let failure = LineConnection.connectFailure(IOError(errnoCode: EACCES, reason: "setsockopt"), to: configuration)
        #expect(failure.description == "cannot connect to 127.0.0.1:7474: permission denied; check the address and the network")
        #expect(!failure.isLasting)
    }
}
