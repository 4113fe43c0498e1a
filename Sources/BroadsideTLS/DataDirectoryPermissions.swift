extension DataDirectory {
    /// Other users who can write the data directory can replace its games, its database and the
    /// development CA clients trust. Warned of rather than refused, as a key others can read is:
    /// the fix is one `chmod`.
    public static func warning(forPermissionsOf path: String) -> String? {
        guard let mode = SecureFiles.modeWritableByOthers(path) else { return nil }
        let writers = SecureFiles.othersLetIn(by: mode, write: true)
        return "the data directory \(path) can be written by \(writers) (mode 0\(String(mode, radix: 8))), who "
            + "could replace its games and certificates: make it its owner's alone, with \(SecureFiles.ownOnly(path, mode: "700"))"
    }
}
