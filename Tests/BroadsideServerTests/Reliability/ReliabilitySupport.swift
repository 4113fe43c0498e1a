import BroadsideChaos
import BroadsideFuzzSeeds
import BroadsideFuzzing
import Foundation

/// Where this repository and its built executables are, for the tests that run real processes.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `broadside`, built beside the tests (`.ci/run` builds it first); fails clearly if missing.
    static func broadside() throws -> String {
        try Executables.find("broadside", variable: "BROADSIDE_EXECUTABLE", packageRoot: root)
    }

    static func chaos() throws -> String {
        try Executables.find("broadside-chaos", variable: "BROADSIDE_CHAOS_EXECUTABLE", packageRoot: root)
    }

    static func seedLines() throws -> [String] {
        try SeedLines.load(packageRoot: root)
    }
}
