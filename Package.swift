// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Broadside",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "broadside", targets: ["broadside"]),
        .executable(name: "broadside-bench", targets: ["broadside-bench"]),
        .executable(name: "broadside-chaos", targets: ["broadside-chaos"]),
        .executable(name: "broadside-profile", targets: ["broadside-profile"]),
        .library(name: "BroadsideCore", targets: ["BroadsideCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        // Minor versions only: the client's extra certificate check goes through an underscored
        // NIOSSL entry point (`NIOSSLClientHandler._makeSSLClientHandler`), which a minor release may change.
        .package(url: "https://github.com/apple/swift-nio-ssl.git", .upToNextMinor(from: "2.37.6")),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-certificates.git", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-asn1.git", from: "1.7.4"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // The rules of the game: standard library only, no I/O.
        .target(name: "BroadsideCore"),
        // Computer opponents: standard library only; they see a seat's target view, never a fleet.
        .target(name: "BroadsideAI", dependencies: ["BroadsideCore"]),
        // The wire format: framing, commands, server lines, error codes. Standard library only.
        .target(name: "BroadsideProtocol", dependencies: ["BroadsideCore"]),
        // The server's logic without I/O: games, seats, tokens, presence, limits.
        .target(name: "BroadsideServerCore", dependencies: ["BroadsideCore", "BroadsideProtocol", "BroadsideAI"]),
        // TLS settings and development certificates, shared by server, client and tools.
        .target(
            name: "BroadsideTLS",
            dependencies: [
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        // The server's I/O shell: TLS listener, connections, sessions, SQLite storage.
        .target(
            name: "BroadsideServer",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideServerCore", "BroadsideTLS",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // A protocol client over TLS: the terminal client, the conformance suite and the benchmarks use it.
        .target(
            name: "BroadsideClient",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideTLS",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // The conformance suite: cases as data (Protocol/conformance) and in Swift, and the engine
        // that runs them against any server. NIO only for the probes below the line protocol.
        .target(
            name: "BroadsideConformance",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideClient", "BroadsideTLS",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        // The terminal client: models, views and controllers without I/O, plus a thin terminal shell.
        .target(
            name: "BroadsideTerminal",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideClient", "BroadsideTLS", "BroadsideServer",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The clients of the server benchmark as values without I/O: bots that play whole games,
        // and the ping-pong and turn-relay baselines. No NIO or Foundation, so broadside-profile can run them under valgrind.
        .target(name: "BroadsideBots", dependencies: ["BroadsideCore", "BroadsideProtocol"], path: "Benchmarks/BroadsideBots"),
        // Runs those bots over TLS connections for the server benchmark. A library so that the
        // tests can run the very bots the benchmark runs.
        .target(
            name: "BroadsideLoad",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideTLS", "BroadsideBots",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            path: "Benchmarks/BroadsideLoad"
        ),
        // The bare TLS line servers the server benchmark compares with: an echo, and a relay
        // passing each line to a paired connection. A library so that the tests can run them.
        .target(
            name: "BroadsideBaselines",
            dependencies: [
                "BroadsideTLS",
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOTLS", package: "swift-nio"),
            ],
            path: "Benchmarks/BroadsideBaselines"
        ),
        // Hostile input without I/O: the framing and command oracles, input mutators, and a whole
        // server session in memory. Shared by the tests and the libFuzzer target (Benchmarks/Fuzz/run-libfuzzer).
        .target(
            name: "BroadsideFuzzing",
            dependencies: ["BroadsideCore", "BroadsideProtocol", "BroadsideServerCore"],
            path: "Benchmarks/Fuzz/BroadsideFuzzing"
        ),
        // Reads the fuzzers' seed lines from this repository's PROTOCOL.md and case files, apart
        // from BroadsideFuzzing so that it stays without I/O.
        .target(
            name: "BroadsideFuzzSeeds",
            dependencies: ["BroadsideFuzzing"],
            path: "Benchmarks/Fuzz/BroadsideFuzzSeeds"
        ),
        // Crashes and hostile clients against a real `broadside serve` process: seat players that
        // survive kills, the kill schedule, the audit, and the attackers of the flood run.
        .target(
            name: "BroadsideChaos",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideClient", "BroadsideTLS",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            path: "Benchmarks/Reliability/BroadsideChaos"
        ),
        // Executables.
        .executableTarget(
            name: "broadside-chaos",
            dependencies: [
                "BroadsideChaos", "BroadsideClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Reliability/broadside-chaos"
        ),
        .executableTarget(
            name: "broadside-fuzz",
            dependencies: ["BroadsideFuzzing", "BroadsideFuzzSeeds"],
            path: "Benchmarks/Fuzz/broadside-fuzz"
        ),
        // The server's logic per shot without I/O, for callgrind (README, "Performance").
        .executableTarget(
            name: "broadside-profile",
            dependencies: ["BroadsideBots", "BroadsideFuzzing", "BroadsideProtocol"],
            path: "Benchmarks/Profile/broadside-profile"
        ),
        .executableTarget(
            name: "broadside-bench",
            dependencies: [
                "BroadsideCore", "BroadsideAI", "BroadsideProtocol", "BroadsideServer", "BroadsideServerCore",
                "BroadsideTLS", "BroadsideLoad", "BroadsideBots", "BroadsideBaselines", "BroadsideChaos",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/broadside-bench"
        ),
        .executableTarget(
            name: "broadside",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideServerCore", "BroadsideTLS", "BroadsideServer",
                "BroadsideTerminal", "BroadsideConformance",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "BroadsideCoreTests", dependencies: ["BroadsideCore"]),
        .testTarget(name: "BroadsideAITests", dependencies: ["BroadsideCore", "BroadsideAI"]),
        .testTarget(
            name: "BroadsideProtocolTests",
            dependencies: ["BroadsideCore", "BroadsideProtocol", "BroadsideFuzzing", "BroadsideFuzzSeeds"]
        ),
        .testTarget(
            name: "BroadsideServerTests",
            dependencies: [
                "BroadsideCore", "BroadsideProtocol", "BroadsideServerCore", "BroadsideServer", "BroadsideTLS",
                "BroadsideClient", "BroadsideLoad", "BroadsideBots", "BroadsideBaselines", "BroadsideFuzzing",
                "BroadsideFuzzSeeds", "BroadsideChaos", "BroadsideTerminal",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "BroadsideConformanceTests",
            dependencies: [
                "BroadsideConformance", "BroadsideCore", "BroadsideProtocol", "BroadsideServer", "BroadsideServerCore",
                "BroadsideTLS",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .testTarget(
            name: "BroadsideTerminalTests",
            dependencies: [
                "BroadsideTerminal", "BroadsideCore", "BroadsideProtocol", "BroadsideClient", "BroadsideChaos",
            ]
        ),
        .testTarget(
            name: "BroadsideTLSTests",
            dependencies: [
                "BroadsideTLS", "BroadsideChaos",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
