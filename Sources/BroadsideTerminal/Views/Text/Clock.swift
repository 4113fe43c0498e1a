import BroadsideProtocol

/// `m:ss`, for clocks. A count of what is left (`roundedUp`) shows a part of a second as a whole
/// one, as the server's `wait=` does: beside a count of what has passed, rounded down, the two
/// add up to the limit, and a count showing 0:00 is one that has run out.
func clock(_ duration: Duration, roundedUp: Bool = false) -> String {
    // Held to what a server may say, so that no duration, however it was come by, can overflow
    // the whole seconds counted here.
    let held = min(max(duration, .zero), .seconds(ProtocolLimits.maximumSeconds))
    let (whole, part) = held.components
    let seconds = whole + (roundedUp && part > 0 ? 1 : 0)
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
}
