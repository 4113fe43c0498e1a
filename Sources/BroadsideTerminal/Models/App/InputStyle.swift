/// How the player asks for something: a key on the full screen, a typed command in line mode.
/// The status lines name whichever the player has.
enum InputStyle: Hashable, Sendable {
    case keys
    case commands
}
