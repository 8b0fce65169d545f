import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

// The modules of app/ and server/ and what each imports at run time, resolved as TypeScript
// does (the `~/` alias is app/). `import type` (and `import { type A }`) is erased before
// anything runs, so it is left out: the database's schema may name each feature's tables.

const defaultRoot = resolve(import.meta.dirname, "..");
const sources = ["app", "server"];
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "+types" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(root: string, specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const extension of extensions) {
    const path = base + extension;
    try {
      if (statSync(path).isFile()) return path;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The modules `file` imports or re-exports at run time (static imports; types left out). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const typesOnly =
        statement.isTypeOnly ||
        (statement.exportClause !== undefined &&
          ts.isNamedExports(statement.exportClause) &&
          statement.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every module of the repository at `root`, with the modules it imports at run time. */
export function importGraph(root = defaultRoot): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources.flatMap((source) => files(join(root, source)))) {
    graph.set(
      relative(root, file),
      runtimeImports(file).flatMap((specifier) => {
        const target = resolveImport(root, specifier, file);
        return target ? [relative(root, target)] : [];
      }),
    );
  }
  return graph;
}
