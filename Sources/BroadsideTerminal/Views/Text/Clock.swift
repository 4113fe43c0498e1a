/// `m:ss`, for clocks.
func clock(_ duration: Duration) -> String {
    let seconds = max(duration.components.seconds, 0)
    let remainder = seconds % 60
    return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
}
