/// One line of a case: something a connection sends or should receive (see Protocol/README.md).
enum Step: Hashable, Sendable {
    /// `a> text`: connection `a` sends the text and a LF.
    case send(connection: String, Template)
    /// `a< pattern`: the next line on `a` must match; `a<? pattern`: it may.
    case expect(connection: String, LinePattern, optional: Bool)
    /// `a<&A pattern`: one line of strand `A` in a group of lines whose order between strands is
    /// open; consecutive such steps on one connection form the group (`InterleavedLines`).
    case expectInterleaved(connection: String, strand: String, LinePattern)
    /// `a closed`: the server closes `a` (after any optional lines still pending).
    case expectClosed(connection: String)
    /// `a closes`: the client closes `a`.
    case close(connection: String)
    /// `a never text`: no line `a` receives from now to the end of the case may contain the text.
    case never(connection: String, Template)
    /// `sleep 1.5` or `sleep ${wait}`: wait that many seconds.
    case sleep(Template)
    /// `set name value`: sets a variable; `default name value` only if it is not set yet.
    case set(name: String, Template, onlyIfUnset: Bool)
}

/// A step and the case-file line it came from, for failure messages.
struct LocatedStep: Hashable, Sendable {
    let step: Step
    let location: String
}

/// A named list of steps that cases include with `use`; variables flow in and out.
typealias Fragment = [LocatedStep]
