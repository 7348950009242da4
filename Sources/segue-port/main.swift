import Foundation
import SeguePort

// `segue port SRC… --out DIR`: see PortTool (and Docs/Porting.md).
exit(PortTool.run(Array(CommandLine.arguments.dropFirst())))
