import BroadsideProtocol
import BroadsideServerCore
import NIOCore
import NIOEmbedded
import Testing

@testable import BroadsideServer

/// Once the server is stopping, a connection gets its `BYE SHUTDOWN` and no event of another
/// connection's: an opponent's `* LEFT` as its own connection closed could otherwise arrive first and
/// read as the opponent walking away (the client would show "away" and count down to a claim).
@Suite struct NoEventsWhileStoppingTests {
    static let ref = SeatReference(GameCode("K7QX3M")!, .b)  // a valid code by PROTOCOL.md 6.1

    @Test func eventsGoOutUntilTheServerStopsAndNoneAfter() async throws {
        let registry = ConnectionRegistry()
        let channel = NIOAsyncTestingChannel()
        try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).get()
        let context = ConnectionContext(id: registry.makeID(), limits: ServerLimits(), now: .now, channel: channel)
        #expect(registry.register(context, limits: ServerLimits()) == nil)
        context.state.withLock { $0.gained(Self.ref, awaitingOpponent: false) }

        let left = Event.left(Self.ref, seat: .a)
        registry.deliver([Delivery(context.id, left)])
        registry.closeAll()
        registry.deliver([Delivery(context.id, left)])

        context.outbox.finish()
        await channel.testingEventLoop.run()
        var written = ""
        while let buffer = try await channel.readOutbound(as: ByteBuffer.self) { written += String(buffer: buffer) }
        #expect(written == "\(left.line)\n", "one LEFT, from before the server began to stop")
    }
}
