import BroadsideCore

extension GameError {
    /// The `ERR` a rule violation is answered with.
    public var protocolError: ProtocolError {
        switch self {
        case .notYourTurn: ProtocolError(.notYourTurn, description)
        case .alreadyFiredAt: ProtocolError(.alreadyFired, description)
        case .repeatedTarget: ProtocolError(.repeatedTarget, description)
        case .fleetsNotReady: ProtocolError(.notStarted, description)
        case .gameOver: ProtocolError(.gameOver, description)
        case .wrongShotCount(let expected, _):
            ProtocolError(.wrongShotCount, description, fields: [Field("expected", expected)])
        case .placement(let error): error.protocolError
        case .fleetLocked: ProtocolError(.fleetLocked, description)
        case .fleetIncomplete: ProtocolError(.fleetIncomplete, description)
        }
    }
}

extension PlacementError {
    public var protocolError: ProtocolError {
        let code: ErrorCode = switch reason {
        case .offGrid: .offGrid
        case .overlaps: .overlap
        case .touches: .touching
        case .notInFleet: .notInFleet
        case .alreadyPlaced: .alreadyPlaced
        case .notPlaced: .notPlaced
        case .noRoom: .noRoom
        }
        return ProtocolError(code, description)
    }
}
