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
        ]
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
