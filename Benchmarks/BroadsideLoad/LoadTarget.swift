import BroadsideTLS
import NIOCore
import NIOPosix
import NIOSSL

/// A TLS line server on this machine and the CA that issued its certificate.
public struct LoadTarget: Sendable {
    public let host: String
    public let port: Int
    let tls: NIOSSLContext

    /// The client checks the server's certificate as every Broadside client does.
    public init(host: String, port: Int, caPath: String) throws {
        self.host = host
        self.port = port
        tls = try NIOSSLContext(configuration: TLSSettings.client(trustingCAAt: caPath))
    }

    /// Opens a TLS connection on `loop` whose lines go to the sink `makeSink` makes there.
    func connect(
        on loop: any EventLoop, index: Int, _ makeSink: @escaping @Sendable () -> any LineSink
    ) async throws -> any Channel {
        let tls = tls
        return try await ClientBootstrap(group: loop)
            .connectTimeout(.seconds(10))
            .channelOption(.tcpOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // No server name: the certificate is checked against the address, 127.0.0.1.
                    try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: nil))
                    try channel.pipeline.syncOperations.addHandler(LineHandler(sink: makeSink(), index: index))
                }
            }
            .connect(host: host, port: port).get()
    }
}
