/// This build of Broadside, as `broadside --version` says it and the server's start is logged
/// with: an operator reading a log needs to know which version wrote it.
public enum SoftwareVersion {
    public static let number = "0.1.0"
}
