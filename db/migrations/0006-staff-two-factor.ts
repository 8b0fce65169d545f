import type { Kysely } from "kysely";
import type { DatabaseEngine } from "./index";

// The optional second factor (an authenticator app's six-digit code) of better-auth's
// twoFactor plugin, as its generator prints the schema for our model names: a flag on the
// user and one row per user with the (encrypted) secret, backup codes and failed attempts.
export function staffTwoFactorTables(engine: DatabaseEngine) {
  const date = engine === "postgres" ? "timestamptz" : "date";
  const bool = engine === "postgres" ? "boolean" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("staff_user").addColumn("twoFactorEnabled", bool).execute();
      await db.schema
        .createTable("staff_two_factor")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("secret", "text", (col) => col.notNull())
        .addColumn("backupCodes", "text", (col) => col.notNull())
        .addColumn("userId", "text", (col) =>
          col.notNull().references("staff_user.id").onDelete("cascade"),
        )
        .addColumn("verified", bool)
        .addColumn("failedVerificationCount", "integer")
        .addColumn("lockedUntil", date)
        .execute();
      await db.schema
        .createIndex("staff_two_factor_secret_idx")
        .on("staff_two_factor")
        .column("secret")
        .execute();
      await db.schema
        .createIndex("staff_two_factor_userId_idx")
        .on("staff_two_factor")
        .column("userId")
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("staff_two_factor").execute();
      await db.schema.alterTable("staff_user").dropColumn("twoFactorEnabled").execute();
    },
  };
}
