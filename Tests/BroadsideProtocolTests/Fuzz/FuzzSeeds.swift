import BroadsideFuzzSeeds
import BroadsideFuzzing
import Foundation

/// The spec's client lines, read from this repository, to mutate from.
enum FuzzSeeds {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func lines() throws -> [String] {
        try SeedLines.load(packageRoot: packageRoot)
    }
}
