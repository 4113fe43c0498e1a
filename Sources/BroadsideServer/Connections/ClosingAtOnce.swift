import NIOCore
import NIOSSL

extension Channel {
    /// Closes the socket beneath TLS. A close through the TLS handler sends close_notify and then
    /// waits up to its shutdown timeout (5 s) for the client's, which a client that stalls, stops
    /// reading or keeps its socket open never sends: the connection, and a stopping server that
    /// waits for every connection before it lets its store go, would wait that long for nothing.
    /// For when the server is done waiting for the client (PROTOCOL.md 11: closed within 2 s of a BYE).
    func closeAtOnce() {
        guard eventLoop.inEventLoop else {
            eventLoop.execute { self.closeAtOnce() }
            return
        }
        let tls = try? pipeline.syncOperations.context(handlerType: NIOSSLServerHandler.self)
        if let tls { tls.close(promise: nil) } else { close(promise: nil) }
    }
}
