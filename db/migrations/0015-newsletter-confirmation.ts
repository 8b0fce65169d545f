import { type Kysely, sql } from "kysely";

// Issue 30: a newsletter subscription counts once its address confirms it (double opt-in): the
// box's post stores it unconfirmed and e-mails a link; the link's page confirms it. Every
// subscription stored before this was taken as it came, so it counts as confirmed then.
export const newsletterConfirmation = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn("confirmed_at", "text")
      .execute();
    await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn("confirmed_at").execute();
  },
};
