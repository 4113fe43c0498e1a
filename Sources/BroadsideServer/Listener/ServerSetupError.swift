import BroadsideProtocol
import Foundation
import NIOCore

/// A server that cannot start, with a sentence saying what to fix.
public struct ServerSetupError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// The listening socket could not be opened: the reasons an operator meets, in words.
    static func cannotListen(on host: String, _ port: Int, _ error: any Error) -> ServerSetupError {
        let address = addressText(host: host, port: port)
        let reason = switch (error as? IOError)?.errnoCode {
        case EADDRINUSE: "the port is in use (another server?); stop that one or choose another --port"
        case EACCES: "permission denied (ports below 1024 need privileges); choose another --port"
        case EADDRNOTAVAIL: "this machine has no such address; check --host"
        default: error is SocketAddressError || error is SocketAddressError.UnknownHost
            ? "no such address, or a name that does not resolve; check --host" : "\(error)"
        }
        return ServerSetupError("cannot listen on \(address): \(reason)")
    }
}
