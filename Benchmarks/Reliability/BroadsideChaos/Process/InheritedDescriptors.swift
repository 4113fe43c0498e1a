import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes a child spawned with `actions` start with no descriptor above standard error but those
/// the actions already gave it. A child must not hold this process's sockets (NIO's are not
/// close-on-exec): a connection closed here would stay open at the other end while the child lives.
public func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t) {
    // glibc 2.34 has posix_spawn_file_actions_addclosefrom_np, which Swift's Glibc does not import.
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        return
    }
    // Older C libraries: mark what is open now; a descriptor opened meanwhile by another thread may slip through.
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
    for descriptor in names.compactMap({ Int32($0) }) where descriptor > 2 {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
}
