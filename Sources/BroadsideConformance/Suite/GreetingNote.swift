import BroadsideProtocol

/// What the server's greeting says that the suite was told otherwise: its `idle=` (5.1) against
/// `--idle-timeout`. A run told the wrong value fails the cases that wait for the timeout with
/// times that do not say why.
public enum GreetingNote {
    public static func note(greeting: String?, idleTimeout given: Duration?) -> String? {
        guard let given, let greeting, let line = ServerLine(parsing: greeting),
              let idle = line[field: "idle"].flatMap({ Int($0) }), Duration.seconds(idle) != given
        else { return nil }
        let seconds = given.seconds == given.seconds.rounded() ? "\(Int(given.seconds))" : "\(given.seconds)"
        return "note: the server's greeting says idle=\(idle), but the suite was given \(ServerLimit.idleTimeout.option) "
            + "\(seconds): the cases that wait for the idle timeout will fail; pass \(ServerLimit.idleTimeout.option) \(idle)"
    }
}
