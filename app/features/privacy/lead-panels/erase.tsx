import type { ErasurePerson } from "~/lib/privacy/person-records";
import { definePanel } from "~/features/lead-page";
import { ErasePanel } from "../erase-panel";

/** A privacy request's erasure: the owner chooses the records and confirms. */
export default definePanel<ErasurePerson[]>(function Erase({ data, page }) {
  return <ErasePanel isOwner={page.staff.role === "owner"} people={data} busy={page.busy} />;
});
