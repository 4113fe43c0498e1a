import Testing
@testable import BroadsideTerminal

/// Colour and the other styles go where the terminal shows them: not under `NO_COLOR`, nor on a
/// DEC terminal that has no colour.
@Suite("Terminal styles")
struct TerminalStylesTests {
    @Test(arguments: [
        ([:], true),
        (["TERM": "xterm-256color"], true),
        (["TERM": "linux"], true),
        (["TERM": "vte"], true),
        (["TERM": "vt100"], false),
        (["TERM": "vt220-8bit"], false),
        (["TERM": "vt100-color"], true),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], false),
        (["TERM": "xterm-256color", "NO_COLOR": ""], true),
    ])
    func stylesFollowTermAndNoColor(environment: [String: String], styled: Bool) {
        #expect(TerminalDevice.usesStyles(environment: environment) == styled)
    }
}
