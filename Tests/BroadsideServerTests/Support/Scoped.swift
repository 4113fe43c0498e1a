import Foundation
import NIOCore
import NIOPosix
import Testing

/// Runs `body`, then `cleanup` however `body` ended. When `body` throws, its error is the one
/// reported: a cleanup failing after it would only hide why the test failed.
func withCleanup<T>(_ body: () async throws -> T, cleanup: () async throws -> Void) async throws -> T {
    let result: T
    do {
        result = try await body()
    } catch {
        try? await cleanup()
        throw error
    }
    try await cleanup()
    return result
}

enum TemporaryDirectory {
    /// A new empty directory that nothing removes: for a run that keeps its files when it fails,
    /// for a look at them. Anything else uses `withTemporaryDirectory`.
    static func make() -> String {
        let path = unusedPath()
        // A directory that could not be made fails the test at its first use, with the path.
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    fileprivate static func unusedPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("broadside-test-\(UUID().uuidString)").path
    }
}

/// Runs `body` with a new empty directory, removed afterwards however `body` ends.
func withTemporaryDirectory<T>(_ body: (String) async throws -> T) async throws -> T {
    let directory = TemporaryDirectory.unusedPath()
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try await body(directory)
}

/// Runs `body` with the port of a bare NIO listener on 127.0.0.1 (a stand-in for a server that is
/// not Broadside), whose connections `setUp` gives their handlers; the listener is closed however
/// `body` ends.
func withListener<T>(
    _ setUp: @escaping @Sendable (ChannelPipeline.SynchronousOperations) throws -> Void,
    _ body: (_ port: Int) async throws -> T
) async throws -> T {
    let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        .childChannelInitializer { channel in
            channel.eventLoop.makeCompletedFuture { try setUp(channel.pipeline.syncOperations) }
        }
        .bind(host: "127.0.0.1", port: 0).get()
    return try await withCleanup {
        try await body(try #require(listener.localAddress?.port))
    } cleanup: {
        try await listener.close()
    }
}
