import BroadsideClient
import BroadsideProtocol
import BroadsideTLS
import NIOCore
import NIOSSL
import Testing

/// `ProtocolClient` against a scripted server that greets, answers `HELLO`, and answers each
/// later command as the test says: replies it must not mix up, floods it must not keep, and
/// silence it must not wait on for ever.
@Suite(.timeLimit(.minutes(1))) struct ScriptedServerReplyTests {
    /// A server whose greeting lists version 1 alone is spoken to in version 1, the highest both
    /// sides speak (PROTOCOL.md 15).
    @Test func aServerOfVersionOneIsSpokenToInVersionOne() async throws {
        try await withScriptedServer(answer: { _ in "OK PONG\n" }) { client in
            #expect(await client.version == 1)
        }
    }

    /// Data lines before an `ERR` that answers no command belong to nothing: the next reply does
    /// not carry them.
    @Test func strayDataLinesDoNotJoinTheNextReply() async throws {
        try await withScriptedServer(answer: { line in
            // The greeting again, after the stray lines, says when the client has read them.
            line.hasPrefix("HELP")
                ? "OK HELP\n+ stray\nERR BAD_COMMAND :answering nothing\n* BROADSIDE versions=1 idle=601 :again\n" : "OK PONG\n"
        }) { client in
            _ = try await client.send(.help)
            var messages = client.messages.makeAsyncIterator()
            guard case .event(.greeting(_, idleSeconds: 601))? = await messages.next() else {
                Issue.record("the marker event did not come")
                return
            }
            let reply = try await client.send(.ping(nil))
            #expect(reply.isOK)
            #expect(reply.data.isEmpty, "\(reply.data)")
        }
    }

    /// A server that sends data lines without end is closed, as broken, before it fills the memory.
    @Test func aFloodOfDataLinesClosesTheConnection() async throws {
        // One line more than a reply may hold, which the client can buffer unread.
        let flood = String(repeating: "+ GAME K7QX3M\n", count: 10_001) + "OK GAMES\n"
        try await withScriptedServer(answer: { _ in flood }) { client in
            do {
                let reply = try await client.send(.games)
                Issue.record("a reply of \(reply.data.count) data lines was kept")
            } catch {
                #expect("\(error)" == "the server sent more than 10000 data lines for one reply")
            }
        }
    }

    /// A server that is alive but does not answer is given up on once the reply is overdue: the
    /// command fails and the connection ends, as when it is lost.
    @Test func aReplyThatDoesNotComeEndsTheConnection() async throws {
        try await withScriptedServer(replyTimeout: .seconds(1), answer: { _ in nil }) { client in
            do {
                _ = try await client.send(.ping(nil))
                Issue.record("a reply that never came was waited for and answered")
            } catch {
                #expect("\(error)" == "the server did not answer PING within 1 s")
            }
            var messages = client.messages.makeAsyncIterator()
            #expect(await messages.next() == .disconnected)
            await #expect(throws: ClientError.self) { try await client.send(.games) }
        }
    }

    /// A goodbye the client did not ask for answers no command (PROTOCOL.md 4.3): the command
    /// waiting fails, saying so, as does one sent after it, and the client still knows what the
    /// goodbye said, though the message saying it is read after those failures.
    @Test func anUnaskedGoodbyeAnswersNoCommandAndOutlivesTheConnection() async throws {
        try await withScriptedServer(answer: { _ in "BYE SHUTDOWN :the server is shutting down\n" }) { client in
            do {
                let reply = try await client.send(.ping(nil))
                Issue.record("PING was answered by \(reply.final)")
            } catch {
                #expect("\(error)" == "the server ended the connection: the server is shutting down")
            }
            await #expect(throws: ClientError.self) { try await client.send(.games) }
            #expect(await client.goodbye?.name == "SHUTDOWN")
        }
    }

    /// Nothing sent after such a goodbye waits for a reply, which would never come: the server acts
    /// on nothing after it (this one stays silent and keeps the connection open).
    @Test func aCommandAfterAnUnaskedGoodbyeFailsAtOnce() async throws {
        try await withScriptedServer(answer: { line in line.hasPrefix("PING") ? "BYE TIMEOUT :too slow\n" : nil }) { client in
            await #expect(throws: ClientError.self) { try await client.send(.ping(nil)) }
            // A client that waited for the reply instead would fail with the reply's timeout.
            do {
                let reply = try await client.send(.games)
                Issue.record("GAMES was answered by \(reply.final)")
            } catch {
                #expect("\(error)" == "the server ended the connection: too slow")
            }
        }
    }

    /// `QUIT`'s own goodbye is its reply.
    @Test func byeQuitAnswersQuit() async throws {
        try await withScriptedServer(answer: { line in line.hasPrefix("QUIT") ? "BYE QUIT :goodbye\n" : "OK PONG\n" }) { client in
            let reply = try await client.send(.quit)
            #expect(reply.final.kind == .bye && reply.final.name == "QUIT", "\(reply.final)")
        }
    }
}
