import BroadsideCore
import BroadsideProtocol

/// Fleet layouts saved under a name, to load into a later game.
struct SavedLayouts: Hashable, Sendable {
    private(set) var layouts: [String: [ShipPlacement]]

    init(_ layouts: [String: [ShipPlacement]] = [:]) {
        self.layouts = layouts
    }

    /// Names in alphabetical order.
    var names: [String] { layouts.keys.sorted() }

    subscript(name: String) -> [ShipPlacement]? { layouts[name] }

    mutating func save(_ placements: [ShipPlacement], as name: String) { layouts[name] = placements }

    mutating func delete(_ name: String) { layouts[name] = nil }

    /// A layout name: 1 to 24 printable characters, not only spaces.
    static func isValidName(_ name: String) -> Bool {
        (1...FieldContent.layoutName.maximumLength).contains(name.count) && name.allSatisfy(\.isPrintableASCII)
            && !name.allSatisfy { $0 == " " }
    }
}

extension SavedLayouts: Codable {
    // Stored as `{"name": ["carrier:A1:H", ...]}`: the protocol's placement form, readable by hand.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let written = try container.decode([String: [String]].self)
        var layouts: [String: [ShipPlacement]] = [:]
        for (name, words) in written {
            let placements = words.compactMap { ShipPlacement(wireForm: $0) }
            guard placements.count == words.count else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad placement in layout \(name)")
            }
            layouts[name] = placements
        }
        self.init(layouts)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(layouts.mapValues { $0.map(\.wireForm) })
    }
}
