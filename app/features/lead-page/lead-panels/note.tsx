import { definePanel } from "../lead-panel";
import { NotePanel } from "../lead-panels";

/** A note for the timeline. */
export default definePanel<Record<string, never>>(function Note({ page }) {
  // The box is emptied only when a note was saved (a new note in the timeline).
  const notesSaved = page.timeline.filter((event) => event.type === "note").length;
  return (
    <NotePanel
      busy={page.busy}
      resetKey={notesSaved}
      draft={page.drafts.text?.trim() ? page.drafts.text : undefined}
      empty={page.problem === "noteEmpty"}
    />
  );
});
