// "Nothing typed is lost" (issue 20), written once for every staff form (issue 31). A staff
// page is one form whose buttons each post everything with their own `intent`; the server
// saves what the intent names and hands back every other field as it was typed, which the page
// shows again. Enter in a text field presses a hidden first button whose intent is `keep`:
// nothing is saved, everything typed stays (<KeepButton> in ~/components/staff-forms).

/** The field naming which change a button asks for. */
export const intentField = "intent";

/** The intent of Enter pressed in a text field: save nothing, keep everything. */
export const keepIntent = "keep";

/** What a page posted and the server did not save, to show again as it was. */
export type Drafts = Partial<Record<string, string>>;

/** Which posted fields a change saved: their names, or a test of a name. */
export type SavedFields = readonly string[] | ((name: string) => boolean);

/** Every text field posted (but the intent and the fields `saved`), as it was typed. */
export function postedDrafts(form: FormData, saved: SavedFields = []): Drafts {
  const isSaved = typeof saved === "function" ? saved : (name: string) => saved.includes(name);
  const drafts: Drafts = {};
  for (const [name, value] of form) {
    if (name === intentField || typeof value !== "string" || isSaved(name)) continue;
    drafts[name] = value;
  }
  return drafts;
}

/** The posted intent if it is one of `intents` (names, or a pattern), else null. */
export function postedIntent<const Intent extends string>(
  form: FormData,
  intents: readonly Intent[],
): Intent | null;
export function postedIntent(form: FormData, intents: RegExp): string | null;
export function postedIntent(form: FormData, intents: readonly string[] | RegExp): string | null {
  const value = form.get(intentField);
  if (typeof value !== "string") return null;
  return (Array.isArray(intents) ? intents.includes(value) : (intents as RegExp).test(value))
    ? value
    : null;
}
