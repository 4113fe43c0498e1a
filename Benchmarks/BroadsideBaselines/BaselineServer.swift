import BroadsideTLS
import NIOCore
import NIOPosix
import NIOSSL

/// The bare TLS line servers `broadside-bench server` measures Broadside against: the same TLS
/// settings, event loops and socket options as `broadside serve`, and nothing of a game.
public enum BaselineServer {
    /// What a baseline server does with each line.
    public enum Behaviour: Sendable {
        /// Sends it back: the least a request / reply line server does.
        case echo
        /// Sends it back, and to the connection paired with this one: the least a turn-based game does.
        case relay
    }

    /// Listens on 127.0.0.1 (`port` 0 picks a free one) until the returned channel is closed.
    public static func start(
        _ behaviour: Behaviour, certificatePath: String, privateKeyPath: String, port: Int,
        group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) async throws -> any Channel {
        let tls = try NIOSSLContext(configuration: TLSSettings.server(certificatePath: certificatePath, privateKeyPath: privateKeyPath))
        let pairs = RelayPairs()
        return try await ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
                    try channel.pipeline.syncOperations.addHandler(
                        BaselineHandler(behaviour == .relay ? pairs : nil))
                }
            }
            .bind(host: "127.0.0.1", port: port).get()
    }
}
