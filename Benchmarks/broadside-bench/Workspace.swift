import BroadsideTLS
import Foundation

/// A temporary data directory with development certificates, for the servers a benchmark
/// starts; removed at the end.
struct Workspace {
    let directory: String
    let certificates: CertificateFiles

    static func make() throws -> Workspace {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("broadside-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // Made here rather than on the server's first start, so no measured start makes keys.
        let (files, _) = try DevelopmentCertificates.ensure(in: DataDirectory.certificates(in: directory))
        return Workspace(directory: directory, certificates: files)
    }

    var databasePath: String { directory + "/games.sqlite" }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// The executables the benchmarks start.
enum Executables {
    /// This benchmark itself, for `echo-server`.
    static func benchmark() throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// `broadside`, by default the one built beside this benchmark (`swift build -c release --product broadside`).
    static func broadside(_ given: String?) throws -> String {
        let path = try given
            ?? URL(fileURLWithPath: benchmark()).deletingLastPathComponent().appendingPathComponent("broadside").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchFailure(
                "no broadside executable at \(path): build it with `swift build -c release --product broadside` "
                    + "or pass --server-executable")
        }
        return path
    }
}
