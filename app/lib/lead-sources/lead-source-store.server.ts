import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { LeadSource, SourceForm } from "./lead-source";

// A lead's source, stored beside it (issue 37); erased with it through the privacy registry.

export async function saveLeadSource(
  db: Kysely<Database>,
  lead: { kind: "contact" | "quote"; id: number },
  source: LeadSource,
  form: SourceForm,
  at: Date,
): Promise<void> {
  await db
    .insertInto("lead_sources")
    .values({
      lead_kind: lead.kind,
      lead_id: lead.id,
      channel: source.channel,
      landing_page: source.landingPage,
      referrer_host: source.referrerHost,
      utm_source: source.utmSource,
      utm_medium: source.utmMedium,
      utm_campaign: source.utmCampaign,
      utm_term: source.utmTerm,
      utm_content: source.utmContent,
      gclid: source.gclid,
      fbclid: source.fbclid,
      device: source.device,
      form,
      created_at: at.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(["lead_kind", "lead_id"]).doNothing())
    .execute();
}
