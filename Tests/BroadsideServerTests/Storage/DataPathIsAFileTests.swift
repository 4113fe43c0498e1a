@testable import BroadsideServer
import Foundation
import Testing

/// `--data` naming a file was refused with "cannot create the directory …: not a directory"
/// (operator audit), which reads as if the server had tried to make it: it says the path is a file.
@Suite struct DataPathIsAFileTests {
    @Test func aFileWhereTheDataDirectoryBelongsIsNamedAFile() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory + "/data"
            try Data("not a directory".utf8).write(to: URL(fileURLWithPath: file))
            let error = try #require(throws: StorageError.self) { try GameStore(path: file + "/games.sqlite") }
            #expect(error.description == "cannot open the game database at \(file)/games.sqlite: \(file) is a file, not a directory")
        }
    }
}
