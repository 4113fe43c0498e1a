import BroadsideTLS
import NIOCore
import NIOPosix
import NIOSSL

/// A TLS connection to a Broadside server at the level of lines: send text, receive lines.
/// The conformance suite uses it raw; `ProtocolClient` builds commands and replies on it.
public final class LineConnection: Sendable {
    /// Every line the server sends, in order; finishes when the server closes.
    public let lines: AsyncThrowingStream<ReceivedLine, any Error>
    private let channel: any Channel

    private init(channel: any Channel, lines: AsyncThrowingStream<ReceivedLine, any Error>) {
        self.channel = channel
        self.lines = lines
    }

    /// Connects and completes the TLS handshake; throws a `ClientError` a person can act on.
    public static func connect(_ configuration: ClientConfiguration) async throws -> LineConnection {
        let tls: NIOSSLContext
        do {
            var settings = try TLSSettings.client(
                trustingCAAt: configuration.caPath, certificatePath: configuration.certificatePath,
                privateKeyPath: configuration.privateKeyPath)
            if !configuration.verifiesCertificate { settings.certificateVerification = .none }
            // Closing waits this long for the server's TLS goodbye: a server that hangs never says
            // it, and a player who quits must not wait for it.
            settings.shutdownTimeout = .seconds(1)
            tls = try NIOSSLContext(configuration: settings)
        } catch {
            throw ClientError("cannot set up TLS: \(error)")
        }
        let serverName = configuration.serverName ?? configuration.host
        let (lines, continuation) = AsyncThrowingStream.makeStream(
            of: ReceivedLine.self, throwing: (any Error).self, bufferingPolicy: .bufferingOldest(LineCollector.maximumUnreadLines))
        let timeout = TimeAmount(configuration.connectTimeout)
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let handshake = loop.makePromise(of: Void.self)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: loop)
                .connectTimeout(timeout)
                .channelOption(.tcpOption(.tcp_nodelay), value: 1)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let serverNameIndication = TLSSettings.serverNameIndication(for: serverName)
                        let handler: NIOSSLClientHandler
                        if configuration.verifiesCertificate {
                            // The extra check closes a gap in NIOSSL's own: it accepts a certificate for the
                            // connected IP address whatever host was asked for (see TLSSettings.verifyIdentity).
                            // Underscored, but NIOSSL's only hook for a check after its own; Package.swift
                            // allows only patch releases of the version it was written against.
                            handler = try NIOSSLClientHandler._makeSSLClientHandler(
                                context: tls, serverHostname: serverNameIndication
                            ) { certificate, channel in
                                do {
                                    try TLSSettings.verifyIdentity(of: certificate, host: serverName)
                                    return channel.eventLoop.makeSucceededVoidFuture()
                                } catch {
                                    return channel.eventLoop.makeFailedFuture(error)
                                }
                            }
                        } else {
                            // Nothing to check without verification, and NIOSSL traps on the extra check then.
                            handler = try NIOSSLClientHandler(context: tls, serverHostname: serverNameIndication)
                        }
                        try channel.pipeline.syncOperations.addHandler(handler)
                        try channel.pipeline.syncOperations.addHandler(
                            LineCollector(continuation: continuation, handshake: handshake))
                    }
                }
                .connect(host: configuration.host, port: configuration.port).get()
        } catch let error as NIOConnectionError where error.connectionErrors.isEmpty && (error.dnsAError ?? error.dnsAAAAError) != nil {
            // Nothing was tried: the name has no address.
            handshake.fail(error)
            throw ClientError("cannot find the address of \(configuration.host); check the host name")
        } catch {
            handshake.fail(error)
            throw connectFailure(error, to: configuration)
        }
        // The handshake must finish within the same time as the TCP connect.
        let handshakeTimer = loop.scheduleTask(in: timeout) { handshake.fail(ClientError.timedOut("the TLS handshake")) }
        defer { handshakeTimer.cancel() }
        do {
            // A client that quits while a server hangs in the handshake must not wait for the timer.
            try await withTaskCancellationHandler {
                try await handshake.futureResult.get()
            } onCancel: {
                handshake.fail(CancellationError())
            }
        } catch where "\(error)".contains("WRONG_VERSION_NUMBER") {
            channel.close(promise: nil)
            throw ClientError.notTLS(configuration.host, configuration.port)
        } catch where Self.isEndOfStream(error) {
            channel.close(promise: nil)
            throw ClientError.closedBeforeTLS(configuration.host, configuration.port)
        } catch let error as NIOSSLError {
            channel.close(promise: nil)
            throw Self.untrusted(configuration, by: error)
        } catch let error as BoringSSLError {
            channel.close(promise: nil)
            throw Self.untrusted(configuration, by: error)
        } catch let error as BroadsideTLSError {
            channel.close(promise: nil)
            throw ClientError.untrusted(configuration, error.description)
        } catch let error as NIOSSLExtraError where error == .failedToValidateHostname {
            channel.close(promise: nil)
            throw ClientError(
                "the certificate of \(configuration.host) is for other names or addresses; connect by one it lists, or give the server a certificate for this one",
                isLasting: true)
        } catch let error as ClientError {
            // Said in full already (the handshake's time ran out).
            channel.close(promise: nil)
            throw error
        } catch {
            channel.close(promise: nil)
            throw ClientError("the TLS handshake with \(configuration.host) failed: \(error)")
        }
        return LineConnection(channel: channel, lines: lines)
    }

    /// Why the TCP connection was not made, in words the player can act on: nothing listening is
    /// what most failures are, but a network out of reach, or a socket this user may not make,
    /// is not.
    static func connectFailure(_ error: any Error, to configuration: ClientConfiguration) -> ClientError {
        let listed = (error as? NIOConnectionError).map { $0.connectionErrors.map(\.error) } ?? []
        let causes = listed.isEmpty ? [error] : listed
        if causes.contains(where: { ($0 as? IOError)?.errnoCode == ECONNREFUSED }) {
            return .refused(configuration.host, configuration.port)
        }
        if causes.contains(where: { if case ChannelError.connectTimeout = $0 { true } else { false } }) {
            return .timedOut("the connection")
        }
        let reasons = causes.map { cause in (cause as? IOError).map { SecureFiles.reason($0.errnoCode) } ?? "\(cause)" }
        return .unreachable(configuration.host, configuration.port, because: Array(Set(reasons)).sorted().joined(separator: "; "))
    }

    /// Whether the handshake failed because the server closed the socket, not because of anything
    /// in TLS: BoringSSL names it, NIOSSL may see the close first, or the channel goes inactive;
    /// a socket closed with our hello unread in it is reset.
    static func isEndOfStream(_ error: any Error) -> Bool {
        if let error = error as? NIOSSLError, case .uncleanShutdown = error { return true }
        if let error = error as? IOError, error.errnoCode == ECONNRESET { return true }
        if let error = error as? ClientError, error == .closed { return true }
        return "\(error)".contains("EOF during handshake")
    }

    /// A handshake that failed for `error`, in words for the failures a player meets (BoringSSL's
    /// own text for the others), lasting only for those: another attempt cannot change them.
    static func untrusted(_ configuration: ClientConfiguration, by error: any Error) -> ClientError {
        let known = knownReason(error)
        return ClientError.untrusted(configuration, known ?? "\(error)", isLasting: known != nil)
    }

    /// The words for a failure of the server's certificate or settings, which connecting again
    /// cannot change; nil for any other (an alert from a middlebox, a damaged record).
    static func knownReason(_ error: any Error) -> String? {
        let text = "\(error)"
        let known = [
            ("CERTIFICATE_VERIFY_FAILED", "it is not signed by a CA this client trusts, or it has expired"),
            ("UNSUPPORTED_PROTOCOL", "the server speaks no TLS version this client does (1.2 or 1.3)"),
            ("NO_SHARED_CIPHER", "the server and this client share no cipher"),
        ]
        return known.first { text.contains($0.0) }?.1
    }

    /// Sends `line` and a LF.
    public func send(_ line: String) async throws {
        try await sendBytes(Array(line.utf8) + [UInt8(ascii: "\n")])
    }

    /// Queues `line` and a LF without waiting; lines queued from one task go out in order.
    public func enqueue(_ line: String) {
        var buffer = channel.allocator.buffer(capacity: line.utf8.count + 1)
        buffer.writeString(line)
        buffer.writeInteger(UInt8(ascii: "\n"))
        channel.writeAndFlush(buffer, promise: nil)
    }

    /// Sends bytes exactly as given: for tests of framing.
    public func sendBytes(_ bytes: [UInt8]) async throws {
        var buffer = channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        try await channel.writeAndFlush(buffer)
    }

    public func close() async {
        try? await channel.close()
    }
}
