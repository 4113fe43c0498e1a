import BroadsideFuzzing

#if FUZZING
/// libFuzzer's entry point (Fuzz/run-libfuzzer builds this file with -sanitize=fuzzer): any
/// broken rule is a crash, which libFuzzer reports and saves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let problems = FuzzCheck.problems(in: Array(UnsafeBufferPointer(start: data, count: count)))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
#else
import Foundation

/// Without libFuzzer (a plain `swift build`), the same checks as a command:
///   broadside-fuzz FILE...              replays inputs (a crash libFuzzer saved, a corpus)
///   broadside-fuzz --runs N --seed S    runs N seeded mutations of the spec's client lines
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
var options: [String: String] = [:]
var files: [String] = []
var remaining = CommandLine.arguments.dropFirst()
while let argument = remaining.popFirst() {
    if argument.hasPrefix("--"), let value = remaining.popFirst() { options[argument] = value } else { files.append(argument) }
}
var failures = 0
if files.isEmpty {
    let runs = options["--runs"].flatMap { Int($0) } ?? 100_000
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
