import BroadsideCore

extension Orientation {
    /// `across` or `down`, as a player says it.
    var word: String { self == .horizontal ? "across" : "down" }
}
