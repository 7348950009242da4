// Frames are encoded with SegueCodecs' encoders (`GIFEncoder`, `APNGEncoder`, `pngData()`), and
// `RGBA8` is what `Bitmap`'s subscript reads: users of the renderer get them with one import.
@_exported import SegueCodecs
// `Bitmap`, the surface frames are drawn on, lives in the raster core below OpenUIKit (its image
// renderer paints with it too): users of the renderer get it with the same import.
@_exported import SegueRaster
