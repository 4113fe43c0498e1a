import ArgumentParser

/// Help whose placeholder names the value's unit (`--idle-timeout <seconds>`) rather than repeating
/// the option's name, the same way in every command.
extension ArgumentHelp {
    static func seconds(_ abstract: String) -> ArgumentHelp { ArgumentHelp(abstract, valueName: "seconds") }
    static func days(_ abstract: String) -> ArgumentHelp { ArgumentHelp(abstract, valueName: "days") }
    static func count(_ abstract: String) -> ArgumentHelp { ArgumentHelp(abstract, valueName: "count") }
    static func bytes(_ abstract: String) -> ArgumentHelp { ArgumentHelp(abstract, valueName: "bytes") }
    static func rate(_ abstract: String) -> ArgumentHelp { ArgumentHelp(abstract, valueName: "rate") }
}
