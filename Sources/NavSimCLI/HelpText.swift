/// The text of `navsim --help`.
enum HelpText {
    static let version = "0.1.0"

    static let usage = """
        OVERVIEW: simulate an iOS app's navigation graph and test its routes without a device

        USAGE: navsim check [paths…] [--format text|json|junit|github] [--record MODE] [--coverage] [--color auto|always|never]
               navsim trace FILE.scenario
               navsim import PATH… [--name NAME] [--output FILE]
               navsim explore FILE.navgraph [--depth N] [--max-states N] [--given FILE.scenario] [--out DIR]
                              [--no-double-taps] [--strict] [--format text|json]
               navsim graph FILE.navgraph [--format dot|mermaid] [--scenario FILE.scenario] [--coverage]
               navsim init [DIR] [--from PATH]… [--name NAME]
               navsim diff OLD [NEW] [--graph NAME] [--format text|markdown|json|mermaid|dot]

        COMMANDS:
          check [paths…]         load every graph, replay every scenario, compare golden traces
                                 (paths are files or folders; default: Graphs and Scenarios)
          trace FILE.scenario    print one scenario's route trace
          import PATH…           write a .navgraph from an app's .storyboard and .swift files
                                 (or folders of them); stdout unless --output, a summary on stderr
          explore FILE.navgraph  search every sequence of user actions from launch; report each
                                 violation with the shortest scenario that reproduces it
          graph FILE.navgraph    draw the graph as Graphviz DOT or a Mermaid flowchart on stdout
          diff OLD [NEW]         what changed between two graphs, apps or git revisions, and
                                 what it does (see 'navsim help diff')
          init [DIR]             start a project: Graphs/ and Scenarios/ with a starter graph and
                                 scenario, or the graph imported from the app (--from PATH)

        OPTIONS:
          --format FORMAT            'check': text (the default), json, junit, or github
                                     (GitHub Actions annotations on the pull request); 'explore' takes
                                     text or json, 'graph' dot (the default) or mermaid
          --record MODE              golden traces: missing (write absent ones; the default),
                                     all, failed (rewrite differing ones, still fail), never;
                                     also NAVSIM_RECORD; the default is never when CI is set
          --color auto|always|never  colour diagnostics (default: auto, only on a terminal)
          --name NAME                'import', 'init': the graph's name, made an identifier
                                     ('My App' is My_App; one with no letter or digit is refused)
          --output FILE              'import': write the graph to FILE instead of stdout
          --coverage                 'check': the routes each graph's scenarios took and never took;
                                     'graph': draw the routes no scenario takes dashed and grey
          --scenario FILE.scenario   'graph': draw the path that scenario takes, hops numbered
          --depth N                  'explore': the most actions from launch (default: 8)
          --max-states N             'explore': the most states kept (default: 1000000)
          --given FILE.scenario      'explore': start from that scenario's given lines
          --out DIR                  'explore': write a .scenario per violation found into DIR
          --no-double-taps           'explore': do not try 'tap X twice'
          --strict                   'explore': classes of violation (double taps, …) fail it too
          --help                     show this help
          --version                  show the version

        Options may come before or after paths, as --name value or --name=value; '--' ends the
        options (every later argument is a path, even one starting with '-'). 'navsim help COMMAND'
        or 'navsim COMMAND --help' describes one command; 'navsim' alone runs 'navsim check'.

        EXIT CODES: 0 all good, 1 a check failed (or explore found a violation), 64 bad usage

        """

    /// What each command does, beyond its usage line.
    static let descriptions = [
        "check": """
        Loads every graph, replays every scenario, and compares each route trace with its golden
        file (X.scenario -> X.trace). Paths are files or folders; the default is Graphs and
        Scenarios. Exit 0 when all pass, 1 when anything failed, 64 on bad usage.

          --format text|json|junit|github   the report (github: annotations on the pull request)
          --record missing|all|failed|never goldens to write (default missing; never under CI)
          --coverage                        the routes the scenarios took and never took
          --color auto|always|never         colour the diagnostics
        """,
        "trace": """
        Prints one scenario's route trace, without comparing it with its golden.
        Exit 0 when the scenario passes, 1 when it fails.
        """,
        "import": """
        Writes a .navgraph from an app's .storyboard and Clean Swift .swift files, or folders of
        them: on stdout, or in --output FILE. A summary of what was read goes to stderr.

          --name NAME     the graph's name (default: the folder's or file's), made an
                          identifier: 'My App' is My_App, '../../x' is x
          --output FILE   write the graph to FILE instead of stdout
        """,
        "explore": """
        Searches every sequence of user actions from launch and reports each violation with the
        shortest scenario that reproduces it, then the classes of violation (double taps,
        optional-chained calls with no container) once each. Exit 1 when a distinct violation
        is found (with --strict, a class too), 0 otherwise.

          --depth N                the most actions from launch (default 8)
          --max-states N           the most states kept (default 1000000)
          --given FILE.scenario    start from that scenario's given lines
          --out DIR                write a .scenario per violation found into DIR
          --no-double-taps         do not try 'tap X twice'
          --strict                 fail on classes of violation too
          --format text|json       the report
        """,
        "init": """
        Starts a navsim project in DIR (default: the current folder): Graphs/ with a commented
        starter graph and Scenarios/ with a starter scenario, then says what to do next. With
        --from, the graph is imported from the app's storyboards and Swift sources instead, and
        the scenario checks the screen it launches to. Never overwrites a file.

          --from PATH   a .storyboard, a .swift file or a folder to import (repeatable)
          --name NAME   the graph's name (default App, or the imported app's), made an
                        identifier as import does: 'My App' is My_App, '../../x' is x
        """,
        "diff": DiffCommand.description,
        "graph": """
        Draws the graph on stdout: Graphviz DOT (the default) or a Mermaid flowchart.

          --format dot|mermaid       the language
          --scenario FILE.scenario   draw the path that scenario takes, hops numbered
          --coverage                 draw the routes no scenario of the project takes dashed
        """,
    ]

    /// `navsim help COMMAND`: its usage line and what it does.
    static func help(for command: String) -> String {
        (CommandLineOptions.usages[command] ?? "usage: navsim \(command)") + "\n\n"
            + (descriptions[command] ?? "") + "\n"
    }
}
