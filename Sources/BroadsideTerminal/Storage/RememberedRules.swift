import BroadsideCore

/// The rules a new game's form offers first: those of the last game made the same way. Kept as
/// their names, so that rules this client does not know (written by a later one) are passed over
/// rather than make the whole settings file unreadable.
extension ClientStore.Settings {
    func lastRules(for mode: PlayMode) -> Rules.Variant? {
        (mode == .hotSeat ? hotSeatRules : rules).flatMap(Rules.Variant.init(rawValue:))
    }

    mutating func rememberRules(_ variant: Rules.Variant, for mode: PlayMode) {
        if mode == .hotSeat {
            hotSeatRules = variant.rawValue
        } else {
            rules = variant.rawValue
        }
    }
}
