import { ConsentsPanel } from "../consents-panel";
import { definePanel } from "~/features/lead-page";
import type { ConsentRecord } from "~/lib/privacy/consent-store.server";

/** What the person agreed to, and when. */
export default definePanel<ConsentRecord[]>(function Consents({ data }) {
  return <ConsentsPanel consents={data} />;
});
