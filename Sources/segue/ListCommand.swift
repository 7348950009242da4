import ArgumentParser
import SegueDemos

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List every demo with a short description.")

    func run() throws {
        let seeds = DemoCatalog.seeds
        let catalogue = CatalogueDemos.demos
        let width = (seeds + catalogue).map(\.name.count).max() ?? 0
        print("# The seed articles' demos")
        for d in seeds {
            print(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
        }
        print("")
        print(
            "# The Segue catalogue: render any entry with --container present|push|tab|child"
                + " and --interactive finish|cancel")
        for d in catalogue {
            print(d.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + d.summary)
        }
    }
}
