/// The timeouts of PROTOCOL.md 11: which one ends a connection decides what the log says of it.
public enum ConnectionTimeout: Sendable {
    /// No TLS handshake done in time.
    case handshake
    /// No `HELLO` in time after the greeting.
    case hello
    /// A line started and left unfinished.
    case line
    /// Nothing received at all.
    case idle
}
