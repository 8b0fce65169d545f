/**
 * Fills a copy template's `{name}` slots: fill("Page {page} of {pages}", { page: 2, pages: 5 }).
 * Copy travels from the loaders to the browser as data, so a sentence with a value in it is a
 * template rather than a function; each language keeps its own word order.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
