import BroadsideCore

/// `cause=` (PROTOCOL.md 7.10, 7.11): on `* OVER`, `+ GAME` and `+ STATE` of a round ended
/// `reason=forfeit`, why its loser lost it.
extension ForfeitGround {
    /// The field, only beside `reason=forfeit`.
    static func fields(_ cause: ForfeitGround?, after reason: EndReason) -> [String] {
        guard reason == .forfeit, let cause else { return [] }
        return ["cause=\(cause.rawValue)"]
    }

    /// The field's value; nil where there is none, or one this version does not know (a later
    /// version may add grounds: the round is still over, for a reason said in general).
    init?(fieldsOf line: ServerLine) {
        guard let value = line[field: "cause"], let ground = ForfeitGround(rawValue: value) else { return nil }
        self = ground
    }
}
