import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";

// Who on the staff looked at whose record, when (DPDP Rules 2025, Rule 6: access control and
// logs of access, kept at least a year). Written by the lead page's loader; read by the owner
// at /inbox/access-log. A row names the record by kind and id, never by the person's details.

export async function logAccess(
  db: Kysely<Database>,
  staff: Pick<SignedInStaff, "id" | "name">,
  { subject, path, now }: { subject: string; path: string; now: Date },
): Promise<void> {
  await db
    .insertInto("staff_access_log")
    .values({
      created_at: now.toISOString(),
      staff_id: staff.id,
      staff_name: staff.name,
      subject,
      path,
    })
    .execute();
}

export async function accessLog(db: Kysely<Database>, { limit = 500 }: { limit?: number } = {}) {
  return db.selectFrom("staff_access_log").selectAll().orderBy("id", "desc").limit(limit).execute();
}
