import { type ConsentRecord, consentHistory } from "~/lib/privacy/consent-store.server";
import { panelServer } from "~/features/lead-page/index.server";

export default panelServer<ConsentRecord[]>({
  load: async ({ database, detail }) =>
    detail.lead.email ? consentHistory(database.db, detail.lead.email) : [],
});
