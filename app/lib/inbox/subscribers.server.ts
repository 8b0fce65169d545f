import { type SqlBool, sql } from "kysely";
import type { AppDatabase } from "~/lib/db/database.server";
import { recordConsents } from "~/lib/privacy/consent-store.server";

// The newsletter's subscribers as the inbox shows them: newest first, searched and paged in
// SQL; removing one also drops the notification e-mail about it.

export const subscribersPageSize = 50;

export interface Subscriber {
  id: number;
  email: string;
  createdAt: string;
  /** The language of the page they subscribed on. */
  language: string;
}

export function newsletterSubscribers({ db }: AppDatabase) {
  function matching(q?: string) {
    // Subscribers are those who confirmed (double opt-in, issue 30); a pending address is not.
    let query = db.selectFrom("newsletter_subscribers").where("confirmed_at", "is not", null);
    if (q) {
      const pattern = `%${q.toLowerCase().replace(/[!%_]/g, "!$&")}%`;
      query = query.where(sql<SqlBool>`lower(email) like ${pattern} escape '!'`);
    }
    return query;
  }

  return {
    async list({ q, page }: { q?: string; page: number }, pageSize = subscribersPageSize) {
      const [rows, counted] = await Promise.all([
        matching(q)
          .select(["id", "email", "created_at", "language"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        matching(q)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirst(),
      ]);
      const total = Number(counted?.count ?? 0);
      return {
        rows: rows.map((row): Subscriber => ({
          id: row.id,
          email: row.email,
          createdAt: row.created_at,
          language: row.language,
        })),
        total,
        page,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    async all(q?: string) {
      return (await this.list({ q, page: 1 }, 1_000_000)).rows;
    },

    /** Unsubscribes one address; false when it was not there. */
    async remove(id: number) {
      return db.transaction().execute(async (trx) => {
        const subscriber = await trx
          .selectFrom("newsletter_subscribers")
          .select(["email", "language", "notice_version"])
          .where("id", "=", id)
          .executeTakeFirst();
        const deleted = await trx
          .deleteFrom("newsletter_subscribers")
          .where("id", "=", id)
          .executeTakeFirst();
        // Taken off the list by staff (asked by phone, say): recorded as the consent withdrawn.
        if (subscriber) {
          await recordConsents(trx, {
            email: subscriber.email,
            purposes: ["newsletter"],
            action: "withdrawn",
            noticeVersion: subscriber.notice_version,
            language: subscriber.language,
            source: "staff",
            at: new Date().toISOString(),
          });
        }
        await trx
          .deleteFrom("mail_outbox")
          .where("lead_kind", "=", "newsletter")
          .where("lead_id", "=", id)
          .execute();
        return Number(deleted.numDeletedRows) === 1;
      });
    },
  };
}
