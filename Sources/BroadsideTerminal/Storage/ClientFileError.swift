import BroadsideTLS

/// A file of the client's that could not be written, in a sentence.
public struct ClientFileError: Error, CustomStringConvertible {
    public let description: String
    /// This user may not write there at all (`SecureFiles.isNotPermitted`).
    let isNotPermitted: Bool

    private init(description: String, isNotPermitted: Bool) {
        self.description = description
        self.isNotPermitted = isNotPermitted
    }

    init(path: String, reason: String) {
        self.init(description: "cannot write \(path): \(reason)", isNotPermitted: false)
    }

    init(path: String, errno code: Int32) {
        self.init(description: "cannot write \(path): \(SecureFiles.reason(code))", isNotPermitted: SecureFiles.isNotPermitted(code))
    }

    /// The same, naming the environment variable that moves the file (`XDG_CONFIG_HOME`, say)
    /// where this user may not write: nothing else would let the client save it.
    func namingWayOut(_ variable: String) -> ClientFileError {
        guard isNotPermitted else { return self }
        return ClientFileError(description: description + "; set \(variable) to a directory you can write to", isNotPermitted: true)
    }
}
