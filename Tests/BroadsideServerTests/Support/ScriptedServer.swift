import BroadsideClient
import BroadsideTLS
import NIOCore
import NIOSSL

/// Answers each line the client sends with what `answer` returns (nothing for nil), and closes
/// the connection after a reply that ends in `BYE`, as a server saying goodbye does.
final class ScriptedServer: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    let answer: @Sendable (String) -> String?

    init(answer: @escaping @Sendable (String) -> String?) {
        self.answer = answer
    }

    func channelActive(context: ChannelHandlerContext) {
        send("* BROADSIDE versions=1 idle=600 :ready\n", context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // The client's commands are short and each goes out in one write.
        let text = String(buffer: unwrapInboundIn(data))
        for line in text.split(separator: "\n") {
            if let reply = line.hasPrefix("HELLO") ? hello(line) : answer(String(line)) { send(reply, context: context) }
        }
    }

    /// A server of version 1 only, as the greeting says.
    private func hello(_ line: Substring) -> String {
        line.hasPrefix("HELLO 1 ") ? "OK HELLO :welcome\n" : "BYE VERSION_MISMATCH supported=1 :version 1 only\n"
    }

    private func send(_ text: String, context: ChannelHandlerContext) {
        let channel = context.channel
        let written = context.writeAndFlush(NIOAny(channel.allocator.buffer(string: text)))
        let lastLine = text.split(separator: "\n").last ?? ""
        if lastLine.hasPrefix("BYE ") { written.whenComplete { _ in channel.close(promise: nil) } }
    }
}

func withScriptedServer(
    replyTimeout: Duration = .seconds(20), answer: @escaping @Sendable (String) -> String?,
    _ body: (ProtocolClient) async throws -> Void
) async throws {
    try await withTemporaryDirectory { directory in
        let files = try DevelopmentCertificates.create(in: DataDirectory.certificates(in: directory))
        let tls = try NIOSSLContext(configuration: TLSSettings.server(
            certificatePath: files.certificatePath, privateKeyPath: files.privateKeyPath, clientCAPath: nil))
        try await withListener({ pipeline in
            try pipeline.addHandler(NIOSSLServerHandler(context: tls))
            try pipeline.addHandler(ScriptedServer(answer: answer))
        }) { port in
            var configuration = ClientConfiguration(host: "127.0.0.1", port: port, caPath: files.caCertificatePath)
            configuration.replyTimeout = replyTimeout
            let client = try await ProtocolClient.connect(configuration, name: "ann")
            try await body(client)
            await client.close()
        }
    }
}
