/// What a driver's step came to at once: done, or effects that wait on the server, to be carried
/// out (`SessionDriver.carryOut`) while the app goes on reading keys and drawing.
enum DriverStep: Hashable, Sendable {
    case done(SessionProgress)
    case waiting([Effect])
}
