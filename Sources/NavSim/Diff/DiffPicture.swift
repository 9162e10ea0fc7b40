/// The picture of a diff: the new graph drawn by `GraphPicture`, with what only the old graph
/// declares drawn back in — removed scenes, containers and routes dashed red — added ones green,
/// changed ones amber, scenes no longer reachable dotted red with the words, and the legend
/// saying so.
public enum DiffPicture {
    /// The picture of `report`, when both sides loaded.
    public static func make(_ report: DiffRun.Report) -> GraphPicture? {
        guard let old = report.oldGraph, let new = report.newGraph, let comparison = report.comparison else {
            return nil
        }
        let removedScenes = Set(comparison.scenes.filter { $0.status == .removed }.map(\.name))
        let removedContainers = Set(comparison.containers.filter { $0.status == .removed }.map(\.name))
        let removedRoutes = Set(
            comparison.routes.filter { $0.status == .removed }.map { $0.source + "\u{0}" + $0.name })
        let merged = Graph(
            name: new.name, file: new.file,
            scenes: new.scenes + old.scenes.filter { removedScenes.contains($0.name.text) },
            sharedStores: new.sharedStores,
            containers: new.containers + old.containers.filter { removedContainers.contains($0.name.text) },
            start: new.start,
            routes: new.routes + old.routes.filter { removedRoutes.contains(GraphComparison.routeKey($0)) })
        var picture = GraphPicture(graph: merged)
        picture.captions.append("diff \(report.oldFile) → \(report.newFile)")
        var routeStatus: [String: GraphComparison.Status] = [:]
        for change in comparison.routes { routeStatus[change.source + "\u{0}" + change.name] = change.status }
        for index in picture.edges.indices {
            guard let routeIndex = picture.edges[index].routeIndex else { continue }
            picture.edges[index].change = routeStatus[GraphComparison.routeKey(merged.routes[routeIndex])]
        }
        for change in comparison.scenes { picture.sceneChanges[change.name] = change.status }
        for change in comparison.containers { picture.sceneChanges[change.name] = change.status }
        picture.unreachableScenes = Set(report.consequences?.unreachableScenes ?? [])
        return picture
    }
}
