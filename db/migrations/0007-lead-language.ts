import type { Kysely } from "kysely";

// Each visitor's submission remembers the language of the page it was sent from ("en" or
// "or"), so staff answer in it. Every row stored before this came from the English site.
export const leadLanguageTables = [
  "contact_messages",
  "quote_requests",
  "newsletter_subscribers",
  "privacy_requests",
];

export const leadLanguage = {
  async up(db: Kysely<unknown>) {
    for (const table of leadLanguageTables) {
      await db.schema
        .alterTable(table)
        .addColumn("language", "text", (col) => col.notNull().defaultTo("en"))
        .execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of [...leadLanguageTables].reverse()) {
      await db.schema.alterTable(table).dropColumn("language").execute();
    }
  },
};
