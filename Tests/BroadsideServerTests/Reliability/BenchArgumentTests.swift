import BroadsideChaos
import Testing

/// A count the benchmark tools cannot use is refused in a sentence, with status 2, not a trap.
@Suite(.timeLimit(.minutes(5))) struct BenchArgumentTests {
    @Test(arguments: [
        ("broadside-fuzz", ["--runs", "-1"], "broadside-fuzz: --runs takes a count above 0, not '-1'"),
        ("broadside-fuzz", ["--runs", "0"], "broadside-fuzz: --runs takes a count above 0, not '0'"),
        ("broadside-profile", ["--games", "18446744073709551615"], "broadside-profile: --games takes a count up to \(Int.max)"),
    ])
    func aCountOutOfRangeIsRefused(tool: String, arguments: [String], expected: String) async throws {
        let variable = tool.uppercased().replacing("-", with: "_") + "_EXECUTABLE"
        let executable = try Executables.find(tool, variable: variable, packageRoot: Repository.root)
        let process = try SpawnedProcess.start(executable, arguments)
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) == 2)
        #expect(process.outputText.hasPrefix(expected + "\n"), "\(process.outputText)")
    }
}
