import ArgumentParser
import BroadsideConformance

/// The short limits the server under test was started with: the cases that wait for a limit to
/// pass run only when it is given. Same names as `broadside serve`'s options.
struct ConformanceLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: .seconds("The server's --handshake-timeout, in seconds."))
    var handshakeTimeout: Int?

    @Option(parsing: .unconditional, help: .seconds("The server's --hello-timeout, in seconds."))
    var helloTimeout: Int?

    @Option(parsing: .unconditional, help: .seconds("The server's --idle-timeout, in seconds."))
    var idleTimeout: Int?

    @Option(parsing: .unconditional, help: .seconds("The server's --line-timeout, in seconds."))
    var lineTimeout: Int?

    @Option(parsing: .unconditional, help: .seconds("The server's --claim-after, in seconds."))
    var claimAfter: Int?

    @Option(parsing: .unconditional, help: .seconds("The server's --turn-limit, in seconds."))
    var turnLimit: Int?

    private var given: [(ServerLimit, Int?)] {
        [
            (.handshakeTimeout, handshakeTimeout), (.helloTimeout, helloTimeout), (.idleTimeout, idleTimeout),
            (.lineTimeout, lineTimeout), (.claimAfter, claimAfter), (.turnLimit, turnLimit),
        ]
    }

    func validate() throws {
        for case let (limit, value?) in given where value < 1 {
            throw ValidationError("\(limit.option) must be at least 1 second")
        }
        try OptionBound.seconds.check(given.compactMap { limit, value in value.map { (limit.option, $0) } })
    }

    var limits: KnownLimits {
        var limits = KnownLimits()
        for case let (limit, value?) in given { limits[limit] = .seconds(value) }
        return limits
    }
}
