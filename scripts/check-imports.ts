import { importGraph } from "./import-graph";
import { importCycles, layeringProblems } from "./import-rules";

// `npm run lint` runs this: it reads every module of app/ and server/ (tests included, since
// a cycle through a test is still a cycle) and fails on an import cycle or a layering problem
// (./import-rules.ts), following the imports that run (./import-graph.ts; decision 016).

const graph = importGraph();
const problems = [
  ...importCycles(graph).map((cycle) => `import cycle: ${cycle.join(" → ")}`),
  ...layeringProblems(graph),
];
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`\n${problems.length} import problem(s).`);
  process.exit(1);
}
console.log(`Imports: ${graph.size} modules, no cycle, layering kept.`);
