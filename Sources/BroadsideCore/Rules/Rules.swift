/// The settings a game is played by. A value, so variants plug in without touching the game logic.
public struct Rules: Hashable, Sendable {
    public enum Variant: String, CaseIterable, Sendable {
        /// One shot per turn.
        case classic
        /// As many shots per turn as the shooter has ships afloat.
        case salvo
    }

    public var variant: Variant
    /// The ships each player places, largest first, one of each kind: a fleet holds one ship of a
    /// kind, so a repeated kind could never be placed and a random fleet would never finish.
    public var fleet: [ShipKind] {
        didSet { fleet = Self.normalised(fleet) }
    }
    /// The Hasbro rule lets ships touch; turn this off to keep a free cell around every ship.
    public var shipsMayTouch: Bool

    public init(variant: Variant = .classic, fleet: [ShipKind] = ShipKind.allCases, shipsMayTouch: Bool = true) {
        self.variant = variant
        self.fleet = Self.normalised(fleet)
        self.shipsMayTouch = shipsMayTouch
    }

    public static let classic = Rules(variant: .classic)
    public static let salvo = Rules(variant: .salvo)

    private static func normalised(_ fleet: [ShipKind]) -> [ShipKind] { Set(fleet).sorted() }

    /// How many cells a player fires at in one turn.
    public func shotsPerTurn(shipsAfloat: Int, cellsLeft: Int) -> Int {
        let wanted = variant == .classic ? 1 : shipsAfloat
        return max(1, min(wanted, cellsLeft))
    }
}
