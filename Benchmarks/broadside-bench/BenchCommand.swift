import ArgumentParser

@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "broadside-bench",
        abstract: "Measure Broadside: computer opponents and the server.",
        subcommands: [AIBenchmark.self, ServerBenchmark.self, RestartBenchmark.self, EchoServer.self]
    )
}
