// The panels of a lead's page, in the order it shows them (issue 31). Each is a folder's
// `lead-panels/<id>.tsx` (and, if it loads data or takes intents, `<id>.server.ts`) in any
// feature; adding a panel is its files and one line here. `main` is the wide column (on a
// phone: first `main`'s first panel, then `side`, then the rest of `main`); `within` puts a
// panel inside another.

export type PanelPlace =
  | { column: "main" | "side" }
  | {
      /** Shown inside this panel, after its own fields. */
      within: string;
    };

export const panelOrder: readonly ({ id: string } & PanelPlace)[] = [
  { id: "details", column: "main" },
  { id: "whatsapp", column: "main" },
  { id: "timeline", column: "main" },
  { id: "follow-up", column: "side" },
  { id: "next-step", within: "follow-up" },
  { id: "erase", column: "side" },
  { id: "survey", column: "side" },
  { id: "survey-findings", within: "survey" },
  { id: "proposal", column: "side" },
  { id: "project", column: "side" },
  { id: "referral", column: "side" },
  { id: "service", column: "side" },
  { id: "others", column: "side" },
  { id: "consents", column: "side" },
  { id: "note", column: "side" },
];

/** A panel's id from its file: "../surveys/lead-panels/survey.server.ts" → "survey". */
export const panelIdOf = (path: string) =>
  path.replace(/^.*\//, "").replace(/(\.server)?\.tsx?$/, "");
