/// Which way a ship lies from its first (top or left) cell.
public enum Orientation: String, CaseIterable, Sendable {
    /// Along a row, towards higher column numbers.
    case horizontal = "H"
    /// Down a column, towards later row letters.
    case vertical = "V"

    public var rotated: Orientation { self == .horizontal ? .vertical : .horizontal }

    /// Parses `H`/`V` or the full word, ignoring case.
    public init?(token: some StringProtocol) {
        switch token.asciiLowercased {
        case "h", "horizontal", "across": self = .horizontal
        case "v", "vertical", "down": self = .vertical
        default: return nil
        }
    }
}
