/// What the screen is drawn with: colours and attributes, or the attributes alone (bold,
/// underline, reverse video), which every ANSI terminal shows. Every mark reads without either.
enum TerminalStyles: Hashable, Sendable {
    case colour
    case monochrome

    /// Monochrome under `NO_COLOR` set and not empty (no-color.org asks for no colour, not for no
    /// bold), where `TERM` names a DEC terminal (vt100, vt220...), which shows the attributes but
    /// no colour, or shows its codes, and where it names a monochrome variant by terminfo's
    /// convention (`xterm-mono`, `linux-m`); else colour.
    init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let decTerminal = !term.contains("color") && term.firstMatch(of: /^vt[0-9]/) != nil
        let monoVariant = term.split(separator: "-").dropFirst().contains { $0 == "m" || $0 == "mono" }
        self = (environment["NO_COLOR"] ?? "").isEmpty && !decTerminal && !monoVariant ? .colour : .monochrome
    }
}
