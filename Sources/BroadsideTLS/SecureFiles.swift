#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File operations that never leave a secret readable by others, even for a moment: directories
/// are made with mode 0700 and files are created with their final mode, then renamed into place.
public enum SecureFiles {
    public static let privateFileMode: mode_t = 0o600
    static let publicFileMode: mode_t = 0o644
    static let directoryMode: mode_t = 0o700

    /// Creates `path` and any missing parents with mode 0700; an existing directory is left as is.
    static func makeDirectory(_ path: String) throws {
        try makeDirectory(path) { code, directory in
            code == ENOTDIR
                ? BroadsideTLSError(.cannotWrite, "cannot write certificates to \(path): \(directory) is a file, not a directory")
                : cannotWrite(path, errno: code)
        }
    }

    /// `makeDirectory(_:)` for files other than certificates: a failure is thrown as what
    /// `failure` makes of its errno and the directory that could not be made, in the caller's
    /// words. A file in the way of one is `ENOTDIR`.
    public static func makeDirectory<Failure: Error>(_ path: String, failure: (Int32, String) -> Failure) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += component
            if mkdir(prefix, directoryMode) != 0 {
                let error = errno
                if error != EEXIST || !isDirectory(prefix) {
                    throw failure(error == EEXIST ? ENOTDIR : error, prefix)
                }
            } else {
                giveNewDirectoryToDirectoryOwner(prefix)
            }
            prefix += "/"
        }
    }

    /// Writes `bytes` to `path` atomically: a temporary file is created with `mode`, filled,
    /// synced and renamed over `path`.
    static func writeFile(_ bytes: [UInt8], to path: String, mode: mode_t, directory: String) throws {
        try writeFile(bytes, to: path, mode: mode) { cannotWrite(directory, errno: $0) }
    }

    /// `writeFile(_:to:mode:directory:)` for files other than certificates: a failure is thrown as
    /// what `failure` makes of its errno, in the caller's words. The temporary file is a new one
    /// (`O_EXCL`), so a file left by a process that died mid-write cannot lend it its mode.
    public static func writeFile<Failure: Error>(
        _ bytes: [UInt8], to path: String, mode: mode_t, failure: (Int32) -> Failure
    ) throws(Failure) {
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw failure(errno) }
        giveToDirectoryOwner(descriptor, of: path)
        var failed: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failed == nil {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failed = errno }
                } else {
                    offset += written
                }
            }
        }
        if failed == nil, fsync(descriptor) != 0 { failed = errno }
        if close(descriptor) != 0, failed == nil { failed = errno }
        if failed == nil, rename(temporary, path) != 0 { failed = errno }
        if let failed {
            unlink(temporary)
            throw failure(failed)
        }
    }

    /// The contents of `path`.
    static func readFile(_ path: String) throws -> [UInt8] {
        if let kept = ReadOnceFiles.contents(of: path) { return kept }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw cannotRead(path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        let readOnce = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw cannotRead(path, errno: errno)
            }
            if count == 0 {
                if readOnce { ReadOnceFiles.keep(result, readFrom: path) }
                return result
            }
            result += chunk[0..<count]
            // Certificates and keys are small; refuse to load something that obviously is not one.
            if result.count > 1 << 20 {
                throw BroadsideTLSError(.cannotRead, "cannot read \(path): the file is larger than 1 MiB")
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    static func cannotWrite(_ path: String, errno code: Int32) -> BroadsideTLSError {
        BroadsideTLSError(.cannotWrite, "cannot write certificates to \(path): \(reason(code))")
    }

    static func cannotRead(_ path: String, errno code: Int32) -> BroadsideTLSError {
        BroadsideTLSError(.cannotRead, "cannot read \(path): \(reason(code))")
    }

    /// Why the file at `path` cannot be read, e.g. "permission denied" or, for a directory,
    /// "is a directory"; nil when it can.
    public static func unreadable(_ path: String) -> String? {
        if let failure = readFailure(path) { return reason(failure) }
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR ? reason(EISDIR) : nil
    }

    /// Why `path` cannot be read, as the system's error number; nil when it can.
    public static func readFailure(_ path: String) -> Int32? {
        access(path, R_OK) == 0 ? nil : errno
    }

    /// The permission bits of `path` when its group or other users may read it, e.g. 0o644; nil
    /// when only its owner may, or it cannot be examined.
    public static func modeReadableByOthers(_ path: String) -> mode_t? {
        mode(of: path, ifAnyOf: S_IRGRP | S_IROTH)
    }

    /// The permission bits of `path` when its group or other users may write it, e.g. 0o777; nil
    /// when only its owner may, or it cannot be examined.
    public static func modeWritableByOthers(_ path: String) -> mode_t? {
        mode(of: path, ifAnyOf: S_IWGRP | S_IWOTH)
    }

    /// Who besides the owner `mode` lets read, or `write`, as a sentence names them: everyone, or
    /// only the members of the file's group (mode 0640 is not every user's).
    public static func othersLetIn(by mode: mode_t, write: Bool = false) -> String {
        mode & (write ? S_IWOTH : S_IROTH) != 0 ? "every user of this machine" : "the other members of its group"
    }

    private static func mode(of path: String, ifAnyOf bits: mode_t) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & bits != 0 else { return nil }
        return status.st_mode & 0o7777
    }

    /// The command that makes `path` this process's user's alone, with `mode`: `chmod 600 PATH`,
    /// after a `chown` to that user where another owns it (a file made by root for a server
    /// that runs as its own user: the `chmod` alone would lock the server out).
    public static func ownOnly(_ path: String, mode: String) -> String {
        var status = stat()
        let user = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_name) } ?? "\(geteuid())"
        let chmod = "chmod \(mode) \(path)"
        guard stat(path, &status) == 0, status.st_uid != geteuid() else { return chmod }
        return "chown \(user) \(path) && " + chmod
    }

    /// Opens `path` to read and write, creating it with `mode` where it is not there. What root
    /// creates in a directory another user owns (a service's data directory, by `sudo broadside
    /// prune` or a trial `serve`) is given to that user: left root's, the service could no longer
    /// open it. Only a file this call created is given away, through its descriptor: an existing
    /// one, or a link planted in its place, keeps its owner. -1 with `errno` set when it fails.
    public static func openCreating(_ path: String, mode: mode_t) -> Int32 {
        let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if created >= 0 {
            giveToDirectoryOwner(created, of: path)
            return created
        }
        guard errno == EEXIST else { return -1 }
        return open(path, O_RDWR | O_CLOEXEC)
    }

    /// A directory root has just made, given as `openCreating` gives a file (`lchown`: a link
    /// put in its place meanwhile is not followed).
    public static func giveNewDirectoryToDirectoryOwner(_ path: String) {
        guard let (user, group) = directoryOwner(of: path) else { return }
        _ = lchown(path, user, group)
    }

    private static func giveToDirectoryOwner(_ descriptor: Int32, of path: String) {
        guard let (user, group) = directoryOwner(of: path) else { return }
        _ = fchown(descriptor, user, group)
    }

    /// The directory holding `path`: `.` for a bare name, `/` for a file at the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The owner of the directory holding `path`, when this process is root and it is another user.
    private static func directoryOwner(of path: String) -> (uid_t, gid_t)? {
        guard geteuid() == 0 else { return nil }
        var status = stat()
        guard stat(directory(of: path), &status) == 0, status.st_uid != 0 else { return nil }
        return (status.st_uid, status.st_gid)
    }

    /// Whether the system's error `code` says this user may not write there at all (as against
    /// a full disk, say): somewhere else is the way out.
    public static func isNotPermitted(_ code: Int32) -> Bool {
        [EACCES, EPERM, EROFS].contains(code)
    }

    /// `strerror` in lower case, e.g. "permission denied".
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }
}
