import NIOSSL

/// PROTOCOL.md 2.1: what happens below the line protocol, checked with hand-built handshakes.
enum TransportCases {
    static let offerQuote = "The server MUST offer TLS 1.2 and TLS 1.3 and MUST refuse earlier versions."

    static var all: [ConformanceCase] {
        [
            handshake("2.1/1", "a TLS 1.3 client completes the handshake", completes: true) {
                $0.minimumTLSVersion = .tlsv13
                $0.maximumTLSVersion = .tlsv13
            },
            handshake("2.1/2", "a TLS 1.2 client completes the handshake", completes: true) {
                $0.minimumTLSVersion = .tlsv12
                $0.maximumTLSVersion = .tlsv12
            },
            handshake("2.1/3", "a client offering only TLS 1.0 and 1.1 is refused", completes: false) {
                $0.minimumTLSVersion = .tlsv1
                $0.maximumTLSVersion = .tlsv11
            },
            handshake(
                "2.1/4", "a TLS 1.2 client offering only CBC suites is refused", completes: false,
                quote: "Cipher suites are AEAD only (ECDHE with AES-GCM or ChaCha20-Poly1305)"
            ) {
                $0.maximumTLSVersion = .tlsv12
                $0.cipherSuiteValues = [.TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA, .TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA]
            },
            .swift(
                "2.1/5",
                quote: "A client that does not start a TLS handshake (plaintext) receives no protocol line (at most a TLS alert record) and its connection is closed.",
                title: "a plaintext HELLO gets no greeting, no reply (at most a TLS alert) and a closed connection"
            ) { context in
                let outcome = try await Probe.plaintext(
                    context.target, within: context.replyTimeout, send: Array("HELLO 1 plain\n".utf8))
                // A TLS alert record has content type 21.
                let onlyAlerts = outcome.received.first.map { $0 == 21 } ?? true
                guard outcome.closedByServer, onlyAlerts else {
                    throw CaseFailure(
                        expected: "no protocol bytes, then the server closes",
                        actual: "\(outcome.received.count) bytes (\(String(decoding: outcome.received.prefix(60), as: UTF8.self)))"
                            + (outcome.closedByServer ? ", closed" : ", still open after \(context.replyTimeout.secondsText)"))
                }
            },
            halfClosed("3.1/6", closeNotify: true, how: "with TLS's close_notify"),
            halfClosed("3.1/7", closeNotify: false, how: "with only a TCP FIN"),
        ]
    }

    static let halfCloseQuote = "A client may close its sending side after its last command, with TLS's close_notify or with only a TCP FIN "
        + "(a shutdown of the socket's writing half): the server still answers every whole line it received before, in order, "
        + "with the events those commands make for this connection … then sends TLS's close_notify and closes the connection. "
        + "No `BYE` comes"

    /// Sends HELLO, two PINGs and an unfinished line, then closes its sending side: every whole
    /// line is answered, in order, the unfinished one is not, and the server ends with close_notify.
    private static func halfClosed(_ id: String, closeNotify: Bool, how: String, file: String = #fileID, line: Int = #line) -> ConformanceCase {
        .swift(
            id, quote: halfCloseQuote,
            title: "a client that closes its sending side \(how) gets a reply to every whole line, then the server's close_notify, no BYE",
            file: file, line: line
        ) { context in
            let sent = "HELLO 1 hal\nPING a\nPING b\nPING unfinished"
            let outcome = try await Probe.halfClosing(
                context.target, within: context.replyTimeout * 2, send: Array(sent.utf8), closeNotify: closeNotify)
            let lines = String(decoding: outcome.received, as: UTF8.self).split(separator: "\n").map(String.init)
            let replies = lines.dropFirst().filter { !$0.hasPrefix("*") }
            guard outcome.closedByServer, lines.first?.hasPrefix("* BROADSIDE") == true,
                  replies.count == 3, replies[0].hasPrefix("OK HELLO hal"), replies[1].hasPrefix("OK PING a"), replies[2].hasPrefix("OK PING b")
            else {
                throw CaseFailure(
                    expected: "* BROADSIDE, OK HELLO hal, OK PING a, OK PING b, nothing more, then the server closes",
                    actual: (lines.isEmpty ? "nothing received" : lines.joined(separator: " | "))
                        + (outcome.closedByServer ? ", then closed" : ", still open after \((context.replyTimeout * 2).secondsText)"))
            }
            // NIOSSL reports a close without close_notify as an unclean shutdown.
            guard outcome.error == nil else {
                throw CaseFailure(expected: "the server's close_notify before it closes", actual: "closed with \(outcome.error ?? "")")
            }
        }
    }

    private static func handshake(
        _ id: String, _ title: String, completes: Bool, quote: String = offerQuote,
        file: String = #fileID, line: Int = #line, configure: @escaping @Sendable (inout TLSConfiguration) -> Void
    ) -> ConformanceCase {
        .swift(id, quote: quote, title: title, file: file, line: line) { context in
            let outcome = try await Probe.tls(context.target, within: context.replyTimeout, configure: configure)
            guard outcome.handshakeCompleted == completes else {
                throw CaseFailure(
                    expected: completes ? "the handshake completes" : "the server refuses the handshake",
                    actual: outcome.handshakeCompleted ? "it completed" : "refused: \(outcome.error ?? "connection closed")")
            }
        }
    }
}
