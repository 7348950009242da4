// Frames are encoded with SegueCodecs' encoders (`GIFEncoder`, `APNGEncoder`, `pngData()`), and
// `RGBA8` is what `Bitmap`'s subscript reads: users of the renderer get them with one import.
@_exported import SegueCodecs
