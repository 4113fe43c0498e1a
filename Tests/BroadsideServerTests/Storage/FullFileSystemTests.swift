@testable import BroadsideServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A file system that runs out of room is named, with what it has left: SQLite says "database or
/// disk is full", or only "disk I/O error" when it cannot grow the WAL's index, which reads like a
/// failing disk. Each test mounts a small tmpfs of its own, so it needs root.
@Suite(.enabled(if: TinyFileSystem.canMount, "needs to mount a tmpfs (root)"), .timeLimit(.minutes(1)))
struct FullFileSystemTests {
    @Test func aDatabaseThatCannotBeMadeForWantOfRoomSaysHowMuchIsLeft() async throws {
        try await TinyFileSystem.with(size: "16k") { mounted in
            let data = mounted + "/data"
            let failure = #expect(throws: StorageError.self) { try GameStore(path: data + "/games.sqlite") }
            let text = failure?.description ?? ""
            #expect(text.hasPrefix("cannot open the game database at \(data)/games.sqlite: "), "\(text)")
            #expect(text.contains("; the file system holding \(data) has ") && text.hasSuffix(" KiB free: make room there"), "\(text)")
        }
    }

    @Test func aMoveThatCannotBeStoredForWantOfRoomSaysHowMuchIsLeft() async throws {
        try await TinyFileSystem.with(size: "512k") { mounted in
            let data = mounted + "/data"
            let store = try GameStore(path: data + "/games.sqlite")
            try await withCleanup {
                try await store.save(try ScriptedMatch.started(index: 1, turns: 2).changes)
                try TinyFileSystem.fill(mounted + "/filler")
                let failure = await #expect(throws: StorageError.self) {
                    try await store.save(try ScriptedMatch.started(index: 2, turns: 40).changes)
                }
                let text = failure?.description ?? ""
                #expect(text.contains("in the game database at \(data)/games.sqlite: "), "\(text)")
                #expect(text.hasSuffix("; the file system holding \(data) has 0 KiB free: make room there"), "\(text)")
                // Room made, the next save is stored.
                try FileManager.default.removeItem(atPath: mounted + "/filler")
                try await store.save(try ScriptedMatch.started(index: 3, turns: 2).changes)
            } cleanup: {
                try await store.close()
            }
        }
    }
}

/// A tmpfs of a given size, mounted on a directory of its own.
enum TinyFileSystem {
    static let canMount: Bool = getuid() == 0 && (try? unmount(mounted(size: "4k"))) != nil

    static func with<T>(size: String, _ body: (String) async throws -> T) async throws -> T {
        let directory = try mounted(size: size)
        defer { unmount(directory) }
        return try await body(directory)
    }

    /// Writes zeros to `path` until the file system has no room left.
    static func fill(_ path: String) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
    }

    private static func mounted(size: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("broadside-tmpfs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        guard "size=\(size)".withCString({ mount("tmpfs", directory, "tmpfs", 0, $0) }) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(atPath: directory)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EPERM)
        }
        return directory
    }

    private static func unmount(_ directory: String) {
        umount2(directory, Int32(MNT_DETACH))
        try? FileManager.default.removeItem(atPath: directory)
    }
}
