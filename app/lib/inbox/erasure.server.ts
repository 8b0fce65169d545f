import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { deletePrivateLinks } from "~/lib/private-links/private-links.server";
import { deleteProposalsOf } from "~/lib/proposals/proposal-store.server";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";

// Answering a privacy request: every record of the person — contact messages, quote
// requests, the subscription, other privacy requests, the notification e-mails about them,
// their projects (steps, links, e-mails) and the notes and history of those leads — is deleted in one transaction. The request
// itself stays, emptied of the e-mail, phone and message, with one timeline entry that says
// who erased how much and when (and nothing of what was erased).

export interface ErasureCounts {
  contact: number;
  quote: number;
  newsletter: number;
  privacy: number;
  /** Proposals of their quote requests, with every version and link (issue 21). */
  proposal: number;
  mail: number;
  history: number;
  /** Projects after the sale, with their steps and links (issue 22). */
  project?: number;
}

/** A phone number's last ten digits, how an Indian number is the same however typed. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-10);

const digitsOf = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

export function describeErasure(counts: ErasureCounts): string {
  const parts = [
    [counts.contact, "contact message", "contact messages"],
    [counts.quote, "quote request", "quote requests"],
    [counts.newsletter, "newsletter subscription", "newsletter subscriptions"],
    [counts.privacy, "earlier privacy request", "earlier privacy requests"],
    [counts.proposal, "proposal", "proposals"],
    [counts.project ?? 0, "project", "projects"],
    [counts.mail, "notification e-mail", "notification e-mails"],
    [counts.history, "note or history entry", "notes and history entries"],
  ] as const;
  const listed = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return `Erased this person's data: ${listed.length ? listed.join(", ") : "nothing else was stored"}.`;
}

async function deleteLeads(
  trx: Kysely<Database>,
  kind: "contact" | "quote" | "privacy",
  ids: readonly number[],
) {
  if (!ids.length) return { mail: 0, history: 0, proposal: 0, projects: 0 };
  const mail = await trx
    .deleteFrom("mail_outbox")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...ids])
    .executeTakeFirst();
  const history = await trx
    .deleteFrom("lead_events")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...ids])
    .executeTakeFirst();
  await trx
    .deleteFrom("lead_progress")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...ids])
    .execute();
  // Their next steps, surveys and survey links go too (issue 20).
  await trx
    .deleteFrom("lead_next_steps")
    .where("lead_kind", "=", kind)
    .where("lead_id", "in", [...ids])
    .execute();
  if (kind === "quote") {
    const surveys = trx
      .selectFrom("surveys")
      .select("id")
      .where("lead_kind", "=", "quote")
      .where("lead_id", "in", [...ids]);
    await trx.deleteFrom("survey_places").where("survey_id", "in", surveys).execute();
    await trx
      .deleteFrom("surveys")
      .where("lead_kind", "=", "quote")
      .where("lead_id", "in", [...ids])
      .execute();
    await deletePrivateLinks(trx, "survey", ids.map(String));
  }
  // Their projects, with the steps and the links to the project pages (issue 22); the
  // projects' e-mails went with the lead's above.
  const projectIds =
    kind === "privacy"
      ? []
      : (
          await trx
            .selectFrom("projects")
            .select("id")
            .where("lead_kind", "=", kind)
            .where("lead_id", "in", [...ids])
            .execute()
        ).map((row) => row.id);
  if (projectIds.length) {
    await trx.deleteFrom("project_steps").where("project_id", "in", projectIds).execute();
    await trx.deleteFrom("projects").where("id", "in", projectIds).execute();
    await deletePrivateLinks(trx, "project", projectIds.map(String));
  }
  // Their proposals, every version (an accepted one too) and their links (issue 21).
  const proposal = kind === "quote" ? await deleteProposalsOf(trx, ids) : 0;
  return {
    mail: Number(mail.numDeletedRows),
    history: Number(history.numDeletedRows),
    proposal,
    projects: projectIds.length,
  };
}

/** Erases everything about the person of privacy request `requestId`; undefined if unknown. */
export async function erasePerson(
  { db }: AppDatabase,
  requestId: number,
  actor: SignedInStaff,
  now = new Date(),
): Promise<ErasureCounts | undefined> {
  return db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom("privacy_requests")
      .selectAll()
      .where("id", "=", requestId)
      .executeTakeFirst();
    if (!request) return undefined;
    const email = request.email.trim().toLowerCase();
    const phone = phoneKey(request.phone);

    // The same person: the same e-mail address, or a phone number ending in the same digits.
    const conditions: RawBuilder<SqlBool>[] = [];
    if (email) conditions.push(sql<SqlBool>`lower(${sql.ref("email")}) = ${email}`);
    if (phone.length >= 7) conditions.push(sql<SqlBool>`${digitsOf("phone")} like ${`%${phone}`}`);
    const ids = async (table: "contact_messages" | "quote_requests" | "privacy_requests") =>
      conditions.length
        ? (
            await trx
              .selectFrom(table)
              .select("id")
              .where((eb) => eb.or(conditions))
              .execute()
          ).map((row) => row.id)
        : [];
    const contactIds = await ids("contact_messages");
    const quoteIds = await ids("quote_requests");
    const otherRequests = (await ids("privacy_requests")).filter((id) => id !== requestId);
    const subscriberIds = email
      ? (
          await trx
            .selectFrom("newsletter_subscribers")
            .select("id")
            .where(sql<SqlBool>`lower(email) = ${email}`)
            .execute()
        ).map((row) => row.id)
      : [];

    const counts: ErasureCounts = {
      contact: contactIds.length,
      quote: quoteIds.length,
      newsletter: subscriberIds.length,
      privacy: otherRequests.length,
      proposal: 0,
      mail: 0,
      history: 0,
    };
    for (const [kind, list] of [
      ["contact", contactIds],
      ["quote", quoteIds],
      ["privacy", [...otherRequests, requestId]],
    ] as const) {
      const deleted = await deleteLeads(trx, kind, list);
      counts.mail += deleted.mail;
      counts.history += deleted.history;
      counts.proposal += deleted.proposal;
      if (deleted.projects) counts.project = (counts.project ?? 0) + deleted.projects;
    }
    if (subscriberIds.length) {
      const mail = await trx
        .deleteFrom("mail_outbox")
        .where("lead_kind", "=", "newsletter")
        .where("lead_id", "in", subscriberIds)
        .executeTakeFirst();
      counts.mail += Number(mail.numDeletedRows);
      await trx.deleteFrom("newsletter_subscribers").where("id", "in", subscriberIds).execute();
    }
    // Any other e-mail that still names them (sent to them as the reply address).
    if (email) {
      const mail = await trx
        .deleteFrom("mail_outbox")
        .where(sql<SqlBool>`lower(reply_to) = ${email}`)
        .executeTakeFirst();
      counts.mail += Number(mail.numDeletedRows);
    }
    if (contactIds.length)
      await trx.deleteFrom("contact_messages").where("id", "in", contactIds).execute();
    if (quoteIds.length)
      await trx.deleteFrom("quote_requests").where("id", "in", quoteIds).execute();
    if (otherRequests.length) {
      await trx.deleteFrom("privacy_requests").where("id", "in", otherRequests).execute();
    }

    await trx
      .updateTable("privacy_requests")
      .set({ email: "", phone: "", message: "" })
      .where("id", "=", requestId)
      .execute();
    const at = now.toISOString();
    await trx
      .insertInto("lead_progress")
      .values({
        lead_kind: "privacy",
        lead_id: requestId,
        status: "erased",
        lost_reason: null,
        assigned_to: null,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto("lead_events")
      .values({
        lead_kind: "privacy",
        lead_id: requestId,
        created_at: at,
        actor_id: actor.id,
        actor_name: actor.name,
        type: "erasure",
        details: JSON.stringify({ summary: describeErasure(counts) }),
      })
      .execute();
    return counts;
  });
}
