import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { DatabaseEngine } from "./index";

// Staff accounts for the inbox, in better-auth's own tables (its core schema: user, session,
// account, verification, as `npx @better-auth/cli generate` writes them for our model names),
// with our `role` and `disabledAt` on the user. Dates are better-auth's: `date` columns that
// its Kysely adapter fills with ISO text on SQLite, `timestamptz` on PostgreSQL.
// `site_secrets` keeps the secret that signs session cookies when AUTH_SECRET is not set.
export function staffAuthTables(engine: DatabaseEngine) {
  const date = engine === "postgres" ? "timestamptz" : "date";
  const bool = engine === "postgres" ? "boolean" : "integer";
  const now = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`) : col.notNull();
  const user = (col: ColumnDefinitionBuilder) =>
    col.notNull().references("staff_user.id").onDelete("cascade");

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_user")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("emailVerified", bool, (col) => col.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", date, now)
        .addColumn("updatedAt", date, now)
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("disabledAt", date)
        .execute();

      await db.schema
        .createTable("staff_session")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("expiresAt", date, (col) => col.notNull())
        .addColumn("token", "text", (col) => col.notNull().unique())
        .addColumn("createdAt", date, now)
        .addColumn("updatedAt", date, (col) => col.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", user)
        .execute();
      await db.schema
        .createIndex("staff_session_userId_idx")
        .on("staff_session")
        .column("userId")
        .execute();

      await db.schema
        .createTable("staff_account")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("accountId", "text", (col) => col.notNull())
        .addColumn("providerId", "text", (col) => col.notNull())
        .addColumn("userId", "text", user)
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", date)
        .addColumn("refreshTokenExpiresAt", date)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", date, now)
        .addColumn("updatedAt", date, (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("staff_account_userId_idx")
        .on("staff_account")
        .column("userId")
        .execute();

      await db.schema
        .createTable("staff_verification")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("identifier", "text", (col) => col.notNull())
        .addColumn("value", "text", (col) => col.notNull())
        .addColumn("expiresAt", date, (col) => col.notNull())
        .addColumn("createdAt", date, now)
        .addColumn("updatedAt", date, now)
        .execute();
      await db.schema
        .createIndex("staff_verification_identifier_idx")
        .on("staff_verification")
        .column("identifier")
        .execute();

      await db.schema
        .createTable("site_secrets")
        .addColumn("name", "text", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "site_secrets",
        "staff_verification",
        "staff_account",
        "staff_session",
        "staff_user",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
