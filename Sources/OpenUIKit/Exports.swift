@_exported import OpenQuartzCore
