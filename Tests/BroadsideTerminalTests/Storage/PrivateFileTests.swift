import Foundation
import Testing
@testable import BroadsideTerminal

@Suite("Private files: mode 0700 directories, mode 0600 files")
struct PrivateFileTests {
    private func mode(of path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }

    /// A client killed mid-write leaves its temporary file behind; a later client of the same
    /// process id must not write the secret into it, where it would keep that file's mode.
    @Test func aLeftoverTemporaryFileLendsTheFileNoMode() throws {
        let root = NSTemporaryDirectory() + "broadside-private-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/client/seats.json"
        try PrivateFile.write(Data("{}".utf8), to: path)
        let leftover = path + ".tmp-\(getpid())"
        #expect(FileManager.default.createFile(atPath: leftover, contents: nil, attributes: [.posixPermissions: 0o644]))
        try PrivateFile.write(Data("{\"seats\":[]}".utf8), to: path)
        #expect(try mode(of: path) == 0o600)
        #expect(try mode(of: root + "/client") == 0o700)
        #expect(PrivateFile.read(path) == Data("{\"seats\":[]}".utf8))
    }

    @Test func aFileInThePlaceOfItsDirectoryIsSaidInWords() throws {
        let root = NSTemporaryDirectory() + "broadside-private-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root, contents: nil))
        let error = #expect(throws: ClientFileError.self) { try PrivateFile.write(Data(), to: root + "/client/seats.json") }
        #expect(error?.description == "cannot write \(root)/client/seats.json: not a directory")
    }
}
