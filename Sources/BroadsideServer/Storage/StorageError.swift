import BroadsideTLS

/// An error from the game database, with one sentence a person can act on.
///
/// A struct wrapping a private enum, so that new kinds do not break callers.
public struct StorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for code that needs to tell errors apart.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Base: Sendable, Hashable {
            case cannotOpen
            case notPermitted
            case conflict
            case cannotWrite
            case cannotRead
            case corrupt
            case closed
        }

        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// The database file or its directory could not be created, opened or migrated.
        static let cannotOpen = Kind(.cannotOpen)
        /// As `cannotOpen`, because this user may not make or open a file there (the system said
        /// so: permission denied, a read-only file system): another directory is the way out.
        public static let notPermitted = Kind(.notPermitted)
        /// A change was refused because it contradicts what is stored: an event index that is
        /// already taken, or a seat token digest that another game holds. Nothing of it was stored.
        static let conflict = Kind(.conflict)
        /// A change could not be written (disk full, I/O error, ...). Nothing of it was stored.
        public static let cannotWrite = Kind(.cannotWrite)
        /// The database could not be read.
        public static let cannotRead = Kind(.cannotRead)
        /// A stored value is not one Broadside writes.
        public static let corrupt = Kind(.corrupt)
        /// The store was closed.
        public static let closed = Kind(.closed)

        public var description: String { String(describing: self.base) }
    }

    /// What went wrong.
    public let kind: Kind
    /// One sentence for a person, without a trailing period.
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// The database could not be opened for the system's error `code`, said after `what`.
    static func cannotOpen(_ what: String, code: Int32) -> StorageError {
        let kind: Kind = SecureFiles.isNotPermitted(code) ? .notPermitted : .cannotOpen
        return StorageError(kind, "\(what): \(SecureFiles.reason(code))")
    }
}
