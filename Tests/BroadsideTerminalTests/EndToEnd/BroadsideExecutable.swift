import Foundation

/// The `broadside` executable the end-to-end tests run: the one built next to the tests.
/// `swift build` (which `.ci/run` runs before `swift test`) builds it; `BROADSIDE_EXECUTABLE`
/// may point elsewhere.
enum BroadsideExecutable {
    static func path() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["BROADSIDE_EXECUTABLE"]].compactMap { $0 }
        // The test bundle sits in the build products directory, beside the executable.
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(testBinary.appendingPathComponent("broadside").path)
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("broadside").path)
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/broadside").path)
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw EndToEndError("no broadside executable in \(candidates); run `swift build` before `swift test`")
        }
        return found
    }
}

struct EndToEndError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
