/// The text of `navsim --help`.
enum HelpText {
    static let version = "0.1.0"

    static let usage = """
        OVERVIEW: simulate an iOS app's navigation graph and test its routes without a device

        USAGE: navsim check [paths…] [--format text|json|junit] [--record MODE] [--color auto|always|never]
               navsim trace FILE.scenario

        COMMANDS:
          check [paths…]         load every graph, replay every scenario, compare golden traces
                                 (paths are files or folders; default: Graphs and Scenarios)
          trace FILE.scenario    print one scenario's route trace

        OPTIONS:
          --format text|json|junit   report format for 'check' (default: text)
          --record MODE              golden traces: missing (write absent ones; the default),
                                     all, failed (rewrite differing ones, still fail), never;
                                     also NAVSIM_RECORD; the default is never when CI is set
          --color auto|always|never  colour diagnostics (default: auto, only on a terminal)
          --help                     show this help
          --version                  show the version

        EXIT CODES: 0 all good, 1 a check failed, 64 bad usage

        """
}
