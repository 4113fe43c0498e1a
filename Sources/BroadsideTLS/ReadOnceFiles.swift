import Synchronization

/// What was read from files that can be read only once: a pipe (`--cert <(cat chain.pem)`) or a
/// FIFO is empty, or waits for a writer, the second time, and a server reads its certificate
/// files several times (to serve, to check, to warn, to fingerprint, to read again every 12
/// hours). Kept by path for the life of the process.
enum ReadOnceFiles {
    private static let kept = Mutex<[String: [UInt8]]>([:])

    static func contents(of path: String) -> [UInt8]? {
        kept.withLock { $0[path] }
    }

    static func keep(_ bytes: [UInt8], readFrom path: String) {
        kept.withLock { $0[path] = bytes }
    }
}
