import BroadsideFuzzSeeds
import BroadsideFuzzing
import Foundation

#if FUZZING
/// libFuzzer's driver (Benchmarks/Fuzz/run-libfuzzer builds this with -sanitize=fuzzer): it runs every input
/// through the checks below, and any broken rule is a crash, which libFuzzer reports and saves.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzer(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
let status = runFuzzer(&argc, &argv) { data, count in
    let problems = FuzzCheck.problems(in: data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
exit(status)
#else

/// Without libFuzzer (a plain `swift build`), the same checks as a command:
///   broadside-fuzz FILE...              replays inputs (a crash libFuzzer saved, a corpus)
///   broadside-fuzz --runs N --seed S    runs N seeded mutations of the spec's client lines
// Benchmarks/Fuzz/broadside-fuzz/main.swift: four levels below the package root.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
var options: [String: String] = [:]
var files: [String] = []
var remaining = CommandLine.arguments.dropFirst()
while let argument = remaining.popFirst() {
    if argument.hasPrefix("--"), let value = remaining.popFirst() { options[argument] = value } else { files.append(argument) }
}
var failures = 0
if files.isEmpty {
    let runs = options["--runs"].map { text in
        guard let runs = Int(text), runs > 0 else {
            print("broadside-fuzz: --runs takes a count above 0, not '\(text)'")
            exit(2)
        }
        return runs
    } ?? 100_000
    var mutator = InputMutator(
        seeds: try SeedLines.load(packageRoot: packageRoot), seed: options["--seed"].flatMap { UInt64($0) } ?? 1)
    for run in 0..<runs {
        let input = mutator.next()
        let problems = FuzzCheck.problems(in: input)
        guard !problems.isEmpty else { continue }
        failures += 1
        print("input \(run): \(problems.joined(separator: "; "))\n  bytes: \(input)")
    }
    print("\(runs - failures) passed, \(failures) failed")
} else {
    for file in files {
        let problems = FuzzCheck.problems(in: [UInt8](FileManager.default.contents(atPath: file) ?? Data()))
        failures += problems.isEmpty ? 0 : 1
        print("\(file): \(problems.isEmpty ? "ok" : problems.joined(separator: "; "))")
    }
}
exit(failures == 0 ? 0 : 1)
#endif
