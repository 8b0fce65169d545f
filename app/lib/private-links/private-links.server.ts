import { createHash, randomBytes } from "node:crypto";
import type { Generated, Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";

// The one kind of private link (docs/decisions/010): a survey's today, a proposal's, a
// project's and a privacy request's later. A link is a long random token; only its SHA-256 is
// stored, so the database alone opens nothing. A wrong, expired, revoked or other purpose's
// token all answer the same: nothing. Tokens are never logged.

export const privateLinkPurposes = ["survey", "proposal", "project", "privacy"] as const;
export type PrivateLinkPurpose = (typeof privateLinkPurposes)[number];

export interface PrivateLinkTables {
  private_links: {
    id: Generated<number>;
    purpose: string;
    /** What the link opens, by its id within the purpose (a survey link: the quote request). */
    subject_id: string;
    /** SHA-256 of the token, hex. */
    token_hash: string;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
}

/** 32 random bytes, base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether a path segment could be a token at all (anything else is not looked up). */
export const looksLikeToken = (text: string) => tokenPattern.test(text);

/** Makes a link and returns its token: the only time the token exists outside a URL. */
export async function createPrivateLink(
  db: Kysely<Database>,
  {
    purpose,
    subjectId,
    expiresAt,
    now = new Date(),
  }: { purpose: PrivateLinkPurpose; subjectId: string; expiresAt: Date; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("private_links")
    .values({
      purpose,
      subject_id: subjectId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The subject a token opens for `purpose` at `now`, or null for any token that opens nothing. */
export async function findPrivateLink(
  db: Kysely<Database>,
  purpose: PrivateLinkPurpose,
  token: string,
  now: Date,
): Promise<{ subjectId: string; expiresAt: string } | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db
    .selectFrom("private_links")
    .select(["subject_id", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { subjectId: row.subject_id, expiresAt: row.expires_at } : null;
}

/** Ends every link of a subject for a purpose (an erased person's, say); returns how many. */
export async function revokePrivateLinks(
  db: Kysely<Database>,
  purpose: PrivateLinkPurpose,
  subjectId: string,
  now = new Date(),
): Promise<number> {
  const result = await db
    .updateTable("private_links")
    .set({ revoked_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("subject_id", "=", subjectId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Keeps a subject's live links open at least until `until` (a survey moved later); never
 * shortens one, never reopens a revoked one.
 */
export async function extendPrivateLinks(
  db: Kysely<Database>,
  purpose: PrivateLinkPurpose,
  subjectId: string,
  until: Date,
): Promise<void> {
  await db
    .updateTable("private_links")
    .set({ expires_at: until.toISOString() })
    .where("purpose", "=", purpose)
    .where("subject_id", "=", subjectId)
    .where("revoked_at", "is", null)
    .where("expires_at", "<", until.toISOString())
    .execute();
}

/** Deletes a subject's links outright (the person's data erased). */
export async function deletePrivateLinks(
  db: Kysely<Database>,
  purpose: PrivateLinkPurpose,
  subjectIds: readonly string[],
): Promise<void> {
  if (!subjectIds.length) return;
  await db
    .deleteFrom("private_links")
    .where("purpose", "=", purpose)
    .where("subject_id", "in", [...subjectIds])
    .execute();
}

/**
 * The headers of every answer to a private link, a bad one's included: never stored by a cache,
 * never indexed, and the address (which carries the token) never sent to another site as a
 * referrer. "same-origin" rather than "no-referrer": under no-referrer the browser posts the
 * page's own form with `Origin: null`, which the server's cross-site guard refuses (decision 010).
 */
export const privateLinkHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
} as const;
