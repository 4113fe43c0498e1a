import BroadsideProtocol
import BroadsideServerCore
import NIOCore
import NIOEmbedded
import Testing

@testable import BroadsideServer

/// A reply and the events that follow it, or the events a command makes for one connection, go
/// out as one write: one TLS record and one system call instead of one per line.
@Suite struct OneWritePerConnectionTests {
    static let code = GameCode("K7QX3M")!  // a valid code by the alphabet of PROTOCOL.md 6.1
    static let a = SeatReference(code, .a)
    static let b = SeatReference(code, .b)

    @Test func deliveriesAreGroupedByConnectionInTheOrderTheyWereMade() {
        let (x, y) = (ConnectionID(1), ConnectionID(2))
        let deliveries = [
            Delivery(y, .shot(Self.b, by: .a, shots: [], then: .next(.b))),
            Delivery(x, .over(Self.a, winner: .a, reason: .sunk)),
            Delivery(y, .over(Self.b, winner: .a, reason: .sunk)),
            Delivery(x, .reveal(Self.a, fleet: [])),
            Delivery(y, .reveal(Self.b, fleet: [])),
        ]
        let groups = deliveries.groupedByConnection()
        #expect(groups.map(\.connection) == [y, x])
        #expect(groups.map(\.events) == [
            [deliveries[0].event, deliveries[2].event, deliveries[4].event],
            [deliveries[1].event, deliveries[3].event],
        ])
    }

    @Test func aReplyAndItsEventsAreOneWrite() async throws {
        let channel = try await connectedChannel()
        let context = ConnectionContext(id: ConnectionID(1), limits: ServerLimits(), now: .now, channel: channel)
        let reply = ServerLine.ok("FIRE", [Self.a.description, "A1=miss"])
        let events: [Event] = [.shot(Self.a, by: .b, shots: [], then: .next(.a))]
        context.send([reply], then: events)

        #expect(try await writes(of: context, on: channel) == [[reply, events[0].line].map { "\($0)\n" }.joined()])
    }

    @Test func eachConnectionGetsItsEventsInOneWrite() async throws {
        let registry = ConnectionRegistry()
        let (first, second) = (try await connectedChannel(), try await connectedChannel())
        let contexts = [first, second].map { channel in
            ConnectionContext(id: registry.makeID(), limits: ServerLimits(), now: .now, channel: channel)
        }
        for context in contexts { #expect(registry.register(context, limits: ServerLimits()) == nil) }
        contexts[1].state.withLock { $0.gained(Self.b, awaitingOpponent: false) }

        let events: [[Event]] = [
            [.over(Self.a, winner: .a, reason: .sunk), .reveal(Self.a, fleet: [])],
            [.over(Self.b, winner: .a, reason: .sunk), .taken(Self.b)],
        ]
        registry.deliver([
            Delivery(contexts[0].id, events[0][0]), Delivery(contexts[1].id, events[1][0]),
            Delivery(contexts[0].id, events[0][1]), Delivery(contexts[1].id, events[1][1]),
        ])

        #expect(try await writes(of: contexts[0], on: first) == [events[0].map { "\($0.line)\n" }.joined()])
        #expect(try await writes(of: contexts[1], on: second) == [events[1].map { "\($0.line)\n" }.joined()])
        // The state noted every event of the write, not only the first.
        #expect(contexts[1].state.withLock { $0.heldSeats }.isEmpty)
    }

    private func connectedChannel() async throws -> NIOAsyncTestingChannel {
        let channel = NIOAsyncTestingChannel()
        try await channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).get()
        return channel
    }

    /// Finishes the connection's outbox, runs the channel's queued jobs, and returns each write the
    /// channel was given, as text.
    private func writes(of context: ConnectionContext, on channel: NIOAsyncTestingChannel) async throws -> [String] {
        context.outbox.finish()
        await channel.testingEventLoop.run()
        var writes: [String] = []
        while let buffer = try await channel.readOutbound(as: ByteBuffer.self) {
            writes.append(String(buffer: buffer))
        }
        return writes
    }
}
