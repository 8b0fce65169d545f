// The rules that keep the house in order (issue 31), over a graph of modules (paths relative
// to the repository, each with the modules it imports):
//   - no import cycles;
//   - plumbing (app/lib, app/components, app/content) imports no feature (app/features);
//   - a feature reaches another feature only through its entry: the other's `index.ts` (what
//     the browser may run) or `index.server.ts` (the server's part).
// Tests are left out of the layering (a test may set up several features at once), never out
// of the cycles. A feature's lead-page panels (`lead-panels/*`) are found by the lead page by
// path, not imported, so they are entries of their own.

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Every cycle of the graph, each as the modules around it (found once, by Tarjan's method). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next);
    next++;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module)!, index.get(target)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      const selfImport = graph.get(module)?.includes(module) ?? false;
      if (component.length > 1 || selfImport) cycles.push(component.reverse());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}

const featureOf = (module: string) => /^app\/features\/([^/]+)\//.exec(module)?.[1];
const isPlumbing = (module: string) => /^app\/(lib|components|content)\//.test(module);
const isEntry = (module: string) =>
  /^app\/features\/[^/]+\/(index(\.server)?\.tsx?|lead-panels\/[^/]+)$/.test(module);
const isTest = (module: string) => /\.test\.tsx?$/.test(module);

/** Each import that breaks the layering, in words. */
export function layeringProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [module, imports] of graph) {
    if (isTest(module)) continue;
    const from = featureOf(module);
    for (const target of imports) {
      const to = featureOf(target);
      if (!to) continue;
      if (isPlumbing(module)) {
        problems.push(`${module} is plumbing and imports the feature module ${target}`);
      } else if (from !== to && !isEntry(target)) {
        problems.push(
          `${module} reaches into the feature "${to}" (${target}): import its index.ts or index.server.ts`,
        );
      }
    }
  }
  return problems;
}
