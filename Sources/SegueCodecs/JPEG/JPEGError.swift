/// Why a JPEG could not be decoded or encoded.
///
/// Every malformed input ends in one of these with libjpeg-turbo's message; the decoder never
/// traps on bad data.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with a JPEG's start-of-image marker `FF D8`.
    case notJPEG
    /// libjpeg-turbo could not read the header or the image data (its message).
    case corrupt(String)
    /// The decoded image would need more memory than `RGBAImage.maximumJPEGPixelBytes`.
    case imageTooLarge(width: Int, height: Int, limitBytes: Int)
    /// The image to encode has no pixels.
    case emptyImage
    /// libjpeg-turbo failed while compressing (its message).
    case encodingFailed(String)

    public var description: String {
        switch self {
        case .notJPEG: "not a JPEG file (no FF D8 start-of-image marker)"
        case .corrupt(let why): "corrupt JPEG data: \(why)"
        case .imageTooLarge(let w, let h, let limit):
            "a \(w) × \(h) JPEG needs more than \(limit) bytes of pixels"
        case .emptyImage: "cannot encode an image without pixels as JPEG"
        case .encodingFailed(let why): "JPEG encoding failed: \(why)"
        }
    }
}
