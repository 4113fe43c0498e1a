/// The event a stopping server sends down each connection's pipeline
/// (`ConnectionContext.shutDown`): its handler says goodbye.
struct ServerStopping: Sendable {}
