import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageHandle } from "../app/lib/page-handle";

// Which query parameters each page reads, from the routes' `handle.searchParams` in the build,
// so the server knows when a query string changes what a prerendered page would show.

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: route.module.handle,
      children: route.index ? undefined : routeTree(routes, route.id),
    })) as RouteObject[];
}

/** The query parameters the page at `path` reads (its route and the layouts around it). */
export function searchParamsReadAt(build: ServerBuild, path: string): Set<string> {
  const matches = matchRoutes(routeTree(build.routes), path) ?? [];
  return new Set(
    matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.searchParams ?? []),
  );
}
