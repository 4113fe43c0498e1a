import BroadsideTLS

/// A file of the client's that could not be written, in a sentence.
public struct ClientFileError: Error, CustomStringConvertible {
    public let description: String

    init(path: String, reason: String) {
        description = "cannot write \(path): \(reason)"
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: SecureFiles.reason(code))
    }
}
