import Foundation

/// A networking endpoint, not a scene router.
enum Router {
    case cars
    case car(id: Int)

    var path: String {
        switch self {
        case .cars: return "/cars"
        case .car(let id): return "/cars/\(id)"
        }
    }
}
