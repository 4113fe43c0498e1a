import Foundation

/// Finds the executables a chaos run starts: beside the running program (the same build), then
/// in the package's `.build/debug`, unless an environment variable names one.
public enum Executables {
    /// - Parameters:
    ///   - name: `broadside` or `broadside-chaos`.
    ///   - variable: the environment variable that may name it, e.g. `BROADSIDE_EXECUTABLE`.
    ///   - packageRoot: the package directory, for the `.build/debug` fallback.
    public static func find(_ name: String, variable: String, packageRoot: String? = nil) throws -> String {
        var candidates = [ProcessInfo.processInfo.environment[variable]].compactMap { $0 }
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(program.deletingLastPathComponent().appendingPathComponent(name).path)
        if let packageRoot { candidates.append(packageRoot + "/.build/debug/" + name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ChaosFailure(
                "no \(name) executable at \(candidates.joined(separator: ", ")); build it first (`swift build --product \(name)`) or set \(variable)")
        }
        return found
    }
}
