import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { StaffRole } from "~/lib/staff/auth.server";
import type { OutgoingEmail } from "./outgoing-email";
import { queueMail } from "./mail-outbox.server";

/**
 * Queues a staff member's scheduled e-mail once per key (the morning digest's day, the monthly
 * figures' month): the row digest_sent(staff_id, key) goes in the same transaction as the
 * e-mail, and only the server whose insert went in queues it, so servers sharing a database
 * send it once. Without an e-mail the key is still marked (nothing to say that day). Whether
 * an e-mail was queued.
 */
export function queueStaffMailOnce(
  db: Kysely<Database>,
  {
    staffId,
    key,
    to,
    email,
    now,
  }: { staffId: string; key: string; to: string; email: OutgoingEmail | null; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("digest_sent")
      .values({ staff_id: staffId, day: key, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(["staff_id", "day"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1 || !email) return false;
    await queueMail(trx, {
      createdAt: now.toISOString(),
      leadKind: "digest",
      leadId: 0,
      to: [to],
      replyTo: null,
      ...email,
    });
    return true;
  });
}

/**
 * The active staff (of `roles`, when given) not yet marked for `key`: whom a scheduled e-mail
 * is still owed to. `queueStaffMailOnce` then decides each one for good.
 */
export function staffAwaiting(db: Kysely<Database>, key: string, roles?: readonly StaffRole[]) {
  let query = db
    .selectFrom("staff_user")
    .select(["id", "name", "email"])
    .where("disabledAt", "is", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("digest_sent")
            .select("staff_id")
            .whereRef("digest_sent.staff_id", "=", "staff_user.id")
            .where("digest_sent.day", "=", key),
        ),
      ),
    );
  if (roles) query = query.where("role", "in", [...roles]);
  return query.orderBy("id").execute();
}
