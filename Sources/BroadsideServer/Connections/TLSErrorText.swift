import NIOCore
import NIOSSL
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TLS error as a log line may show it. BoringSSL's own text is a stack of entries such as
/// "Error: 268435568 error:10000070:SSL routines:OPENSSL_internal:BAD_PACKET_LENGTH at
/// /…/ssl_aead_ctx.cc:242", with the source paths of the machine that built the binary: only the
/// reason names mean anything to an operator.
enum TLSErrorText {
    /// How a client that went away shows, in words; BoringSSL's reason names for other TLS
    /// errors; the error's own text for any other.
    static func describe(_ error: any Error) -> String {
        if let going = clientGoing(error) { return going }
        let names = reasonNames(in: "\(error)")
        return names.isEmpty ? "\(error)" : "TLS error \(names.joined(separator: ", "))"
    }

    /// Whether `error` is only how a client that went away shows: after its `BYE`, or the
    /// server's own close of a handshake whose time was up, no error worth a line; else a client
    /// gone without TLS's close_notify or with a reset, which is no error of the server's either.
    static func isAftermathOfEnding(_ error: any Error) -> Bool { clientGoing(error) != nil }

    /// The words for an error that is a client's going, nil for any other.
    private static func clientGoing(_ error: any Error) -> String? {
        if let error = error as? NIOSSLError {
            if error == closedMidHandshake { return "the client closed the connection during the TLS handshake" }
            // A client killed, or one that never says goodbye, closes TCP without TLS's own close.
            if error == .uncleanShutdown { return "the client closed the connection without TLS's close_notify" }
        }
        return switch (error as? IOError)?.errnoCode {
        case ECONNRESET: "the client reset the connection"
        case EPIPE: "the client had closed the connection when the server wrote to it"
        default: nil
        }
    }

    /// The reason names of BoringSSL's entries in `text`, in order.
    static func reasonNames(in text: String) -> [String] {
        // "error:<code>:<library>:<function>:<REASON>", as `ERR_error_string_n` writes an entry.
        let entry = /error:[0-9a-fA-F]+:[^:]*:[^:]*:(?<reason>[A-Z0-9_]+)/
        return text.matches(of: entry).map { String($0.output.reason) }
    }

    /// NIOSSL's error for a connection closed during its handshake without a TLS alert.
    static let closedMidHandshake = NIOSSLError.handshakeFailed(.sslError([.eofDuringHandshake]))
}
