@testable import BroadsideServer
import Foundation
import Testing

/// The lock's holder is named from /proc/locks; on a busy machine one read of that table can
/// miss its line (the kernel writes it a page at a time while other processes' locks come and
/// go), and the operator was told no holder at all (a second server's refusal in a full test run).
@Suite struct DatabaseLockHoldersTests {
    @Test func aTableReadThatMissesTheHolderIsReadAgain() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory + "/games.sqlite-server"
            try Data().write(to: URL(fileURLWithPath: file))
            let inode = try #require(DatabaseLockHolders.inode(file))
            let holder = getppid()
            let withoutIt = "1: POSIX  ADVISORY  WRITE 7 fe:00:\(inode &+ 1) 0 EOF\n"
            let withIt = withoutIt + "2: FLOCK  ADVISORY  WRITE \(holder) fe:00:\(inode) 0 EOF\n"
            var tables = [withoutIt, withoutIt, withIt]
            let described = DatabaseLockHolders.describe(holdingAnyOf: [file]) { tables.removeFirst() }
            #expect(described?.hasPrefix("process \(holder) (") == true, "\(described ?? "nil")")
        }
    }

    @Test func waitersCountAndThisProcessDoesNot() {
        let table = """
            1: FLOCK  ADVISORY  WRITE 300 fe:00:42 0 EOF
            1: -> FLOCK  ADVISORY  WRITE 200 fe:00:42 0 EOF
            2: POSIX  ADVISORY  READ \(getpid()) 08:01:42 128 128
            3: POSIX  ADVISORY  WRITE 100 08:01:43 0 EOF
            """
        #expect(DatabaseLockHolders.holders(of: [42], in: table) == [200, 300])
    }
}
