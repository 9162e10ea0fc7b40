#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import NavSim

/// The `navsim` command line, as a library so it can be tested in-process.
public enum NavSimCLI {
    /// Runs the command line for the real process and exits with its code.
    public static func main() -> Never {
        exit(0)
    }
}
