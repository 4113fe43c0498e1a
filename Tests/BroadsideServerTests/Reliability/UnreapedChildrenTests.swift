import BroadsideChaos
import Foundation
import Testing

/// A process that exits with children it started and never stopped (a test abandoned at its time
/// limit, a harness that threw) takes them with it: no server is left listening after a run.
@Suite struct UnreapedChildrenTests {
    @Test(.timeLimit(.minutes(1)))
    func aChildLeftRunningIsKilledWhenItsParentExits() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let child = try SpawnedProcess.start("/bin/sleep", ["300"])
            print(child.pid)
            exit(0)
        }
        let text = String(decoding: result.standardOutputContent, as: UTF8.self)
        let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), "no pid in \(text)")
        // The orphan is reaped by init (or a subreaper) once killed; give that a moment.
        let deadline = ContinuousClock.now + .seconds(10)
        while isSleeping(pid), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!isSleeping(pid), "sleep (pid \(pid)) outlived the process that started it")
        if isSleeping(pid) { kill(pid, SIGKILL) }
    }

    /// Whether `pid` is still the `sleep` the exit test started and not yet dead: a zombie waiting
    /// for its reaper no longer runs.
    private func isSleeping(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              stat.contains("(sleep)"), let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z"
    }
}
