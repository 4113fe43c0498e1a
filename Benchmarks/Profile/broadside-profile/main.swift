import BroadsideBots
#if canImport(Glibc)
import Glibc
#endif

/// `broadside-profile [--games N] [--seed S]`: the server's work per shot without I/O, for
/// `valgrind --tool=callgrind`, which counts instructions the same on a busy machine as on an
/// idle one. This executable links neither Foundation nor NIO: valgrind 3.19 stops while
/// loading Foundation's ICU library. See README, "Performance".

let usage = """
    usage: broadside-profile [--games N] [--seed S]
      Plays N classic games (default 200) between the bots of `broadside-bench server` against the
      server's logic in memory (framing, parsing, rate limits, the match, rendering the lines; no
      TLS, sockets or storage), and prints the shots and the time per shot of each side.
    """

var options: [String: UInt64] = ["--games": 200, "--seed": 1]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard options[name] != nil, let value = arguments.popFirst().flatMap({ UInt64($0) }), value > 0 else {
        print(name == "--help" || name == "-h" ? usage : "broadside-profile: bad argument '\(name)'\n\(usage)")
        exit(name == "--help" || name == "-h" ? 0 : 2)
    }
    options[name] = value
}

guard let games = Int(exactly: options["--games", default: 200]) else {
    print("broadside-profile: --games takes a count up to \(Int.max)\n\(usage)")
    exit(2)
}
var table = InMemoryTable(seed: options["--seed", default: 1])
do {
    try table.play(games: games)
} catch {
    print("broadside-profile: \(error)")
    exit(1)
}
let shots = Double(table.shots)
print("""
    games: \(table.games), shots: \(table.shots), lines in: \(table.linesIn), lines out: \(table.linesOut)
    server logic per shot: \(microseconds(table.serverTime / shots)) µs (every line of the game counted against its shots)
    bots per shot: \(microseconds(table.botTime / shots)) µs
    """)

func microseconds(_ duration: Duration) -> String {
    let value = Double(duration.nanoseconds) / 1000
    return String((value * 100).rounded() / 100)
}
