import NIOCore

/// How log lines name a client: by its IP address; its port would tell an operator nothing.
enum ClientAddress {
    static func describe(_ address: SocketAddress?) -> String {
        address?.ipAddress ?? "an unknown address"
    }
}
