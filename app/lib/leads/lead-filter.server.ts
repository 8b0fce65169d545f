import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { InboxKind } from "~/lib/inbox/inbox-paths";
import type { LeadStatus } from "~/lib/lead-core/lead-status";
import type { LeadKind } from "./lead-record";

// Which leads match a filter: every kind's table as one relation, with where each lead stands
// and who has it, filtered in SQL (the same statements on SQLite and PostgreSQL). The inbox's
// list pages through it; the export (lead-export.server.ts) reads every field of what it finds.

/** Everything a visitor leaves: the leads, and the privacy requests the inbox also shows. */
export type StoredKind = LeadKind | InboxKind;

export interface LeadCriteria {
  /** The kinds to look in. */
  kinds: readonly [StoredKind, ...StoredKind[]];
  /** Where the inbox has it; a newsletter subscriber, never worked, counts as "new". */
  status?: LeadStatus;
  /** A staff member's id, or "none" for leads nobody has taken. */
  assignee?: string;
  /** India's calendar days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** Arrived at or after this moment. */
  since?: Date;
  /** Words to find in name, e-mail, phone or message. */
  q?: string;
}

/** Every kind of lead as one relation with the columns the list shows and searches. */
export function allLeads(db: Kysely<Database>) {
  const kind = (name: StoredKind) => sql<string>`${sql.lit(name)}`.as("kind");
  const blank = <Alias extends string>(column: Alias) => sql<string>`''`.as(column);
  return db
    .selectFrom("contact_messages")
    .select([
      kind("contact"),
      "id",
      "created_at",
      "name",
      "email",
      "phone",
      "language",
      "message",
      blank("product"),
    ])
    .unionAll(
      db
        .selectFrom("quote_requests")
        .select([
          kind("quote"),
          "id",
          "created_at",
          "name",
          "email",
          "phone",
          "language",
          "message",
          "product",
        ]),
    )
    .unionAll(
      db
        .selectFrom("privacy_requests")
        .select([
          kind("privacy"),
          "id",
          "created_at",
          blank("name"),
          "email",
          "phone",
          "language",
          "message",
          blank("product"),
        ]),
    )
    .unionAll(
      db
        .selectFrom("newsletter_subscribers")
        .select([
          kind("newsletter"),
          "id",
          "created_at",
          blank("name"),
          "email",
          blank("phone"),
          "language",
          blank("message"),
          blank("product"),
        ]),
    );
}

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[!%_]/g, "!$&")}%`;

/** India's calendar day `date` (YYYY-MM-DD) starts at this UTC instant. */
export function indiaDayStart(date: string, addDays = 0): string {
  const start = new Date(`${date}T00:00:00.000+05:30`);
  start.setUTCDate(start.getUTCDate() + addDays);
  return start.toISOString();
}

/**
 * The leads that meet `criteria`, as `l` (the relation above) joined with their progress `p`
 * and assignee `u`; `status` is the lead's status, "new" until someone changes it.
 */
export function matchingLeads(db: Kysely<Database>, criteria: LeadCriteria) {
  let query = db
    .selectFrom(allLeads(db).as("l"))
    .leftJoin("lead_progress as p", (join) =>
      join.onRef("p.lead_kind", "=", "l.kind").onRef("p.lead_id", "=", "l.id"),
    )
    .leftJoin("staff_user as u", "u.id", "p.assigned_to")
    .where("l.kind", "in", [...criteria.kinds]);
  const status = sql<string>`coalesce(${sql.ref("p.status")}, 'new')`;
  if (criteria.status) query = query.where(status, "=", criteria.status);
  if (criteria.assignee === "none") query = query.where("p.assigned_to", "is", null);
  else if (criteria.assignee) query = query.where("p.assigned_to", "=", criteria.assignee);
  if (criteria.from) query = query.where("l.created_at", ">=", indiaDayStart(criteria.from));
  if (criteria.to) query = query.where("l.created_at", "<", indiaDayStart(criteria.to, 1));
  if (criteria.since) query = query.where("l.created_at", ">=", criteria.since.toISOString());
  if (criteria.q) {
    const pattern = containing(criteria.q.toLowerCase());
    const like = (column: Expression<string>) =>
      sql<SqlBool>`lower(${column}) like ${pattern} escape '!'`;
    // Phones are stored as typed ("+91 94370 11111"): digits match with or without spaces.
    const digits = criteria.q.replace(/[\s()+.-]/g, "");
    const phoneDigits = sql<string>`replace(replace(replace(replace(${sql.ref("l.phone")}, ' ', ''), '-', ''), '(', ''), ')', '')`;
    query = query.where((eb) =>
      eb.or([
        like(sql.ref("l.name")),
        like(sql.ref("l.email")),
        like(sql.ref("l.phone")),
        like(sql.ref("l.message")),
        ...(/^\d{3,}$/.test(digits)
          ? [sql<SqlBool>`${phoneDigits} like ${containing(digits)} escape '!'`]
          : []),
      ]),
    );
  }
  return { query, status };
}
