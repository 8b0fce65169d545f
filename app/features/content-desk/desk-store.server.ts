import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "~/lib/db/database.server";
import { deleteUnusedPhotos } from "~/lib/content-files/file-store.server";
import { type Collection, collections } from "~/lib/content/content-schemas";
import type { ServiceAreaItem } from "~/lib/content/published-content";

// The content desk's writes (issue 32, docs/decisions/017): a draft saved beside what is
// published, published only when both languages are complete (the same schema the site reads
// it with), every publish kept as a version with who and when, an earlier version put back in
// one step, and the serial raised in the same transaction so every server reads it again.

export interface DeskActor {
  id: string;
  name: string;
}

export interface DeskEntry {
  collection: Collection;
  id: string;
  position: number;
  /** What is on the site (null: off it). */
  published: unknown;
  /** What is being edited (null: nothing beyond what is published). */
  draft: unknown;
  draftBy: string | null;
  draftAt: string | null;
}

export interface DeskVersion {
  id: number;
  action: "seed" | "publish" | "unpublish" | "restore";
  at: string;
  by: string;
  body: unknown;
}

/** A field a publish found wrong, by its path ("words.or.title") and a code the page words. */
export type FieldProblems = Record<string, string>;

export type PublishResult = { ok: true } | { ok: false; problems: FieldProblems };

export function fieldProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    problems[path] ??= issue.message;
  }
  return problems;
}

/** Where a new entry goes: after every other entry of its collection. */
async function nextPosition(trx: Kysely<Database>, collection: Collection): Promise<number> {
  const last = await trx
    .selectFrom("content_entries")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("collection", "=", collection)
    .executeTakeFirst();
  return Number(last?.position ?? -1) + 1;
}

/**
 * What no one entry's schema can see: the service areas have one headquarters, so a place
 * flagged while another published place is refuses to publish (the page would otherwise pick
 * the first, whichever the owner meant).
 */
async function acrossList(
  collection: Collection,
  id: string,
  candidate: unknown,
  entries: () => Promise<DeskEntry[]>,
): Promise<FieldProblems | undefined> {
  if (collection !== "areas" || !(candidate as ServiceAreaItem | null)?.headquarters)
    return undefined;
  const other = (await entries()).find(
    (entry) => entry.id !== id && (entry.published as ServiceAreaItem | null)?.headquarters,
  );
  return other ? { headquarters: "secondHeadquarters" } : undefined;
}

export function deskStore(db: Kysely<Database>, { now = () => new Date() } = {}) {
  async function bump(trx: Kysely<Database>, at: string) {
    await trx
      .updateTable("content_state")
      .set((eb) => ({ serial: eb("serial", "+", 1), updated_at: at }))
      .where("id", "=", 1)
      .execute();
  }

  async function record(
    trx: Kysely<Database>,
    entry: { collection: string; id: string },
    action: DeskVersion["action"],
    body: string | null,
    actor: DeskActor,
    at: string,
  ) {
    await trx
      .insertInto("content_versions")
      .values({
        collection: entry.collection,
        entry_id: entry.id,
        action,
        body,
        created_at: at,
        actor_id: actor.id,
        actor_name: actor.name,
      })
      .execute();
  }

  function toEntry(row: {
    collection: string;
    entry_id: string;
    position: number;
    published: string | null;
    draft: string | null;
    draft_by: string | null;
    draft_at: string | null;
  }): DeskEntry {
    return {
      collection: row.collection as Collection,
      id: row.entry_id,
      position: row.position,
      published: row.published === null ? null : JSON.parse(row.published),
      draft: row.draft === null ? null : JSON.parse(row.draft),
      draftBy: row.draft_by,
      draftAt: row.draft_at,
    };
  }

  const columns = [
    "collection",
    "entry_id",
    "position",
    "published",
    "draft",
    "draft_by",
    "draft_at",
  ] as const;

  return {
    async list(collection: Collection): Promise<DeskEntry[]> {
      const rows = await db
        .selectFrom("content_entries")
        .select(columns)
        .where("collection", "=", collection)
        .orderBy("position")
        .orderBy("entry_id")
        .execute();
      return rows.map(toEntry);
    },

    async entry(collection: Collection, id: string): Promise<DeskEntry | undefined> {
      const row = await db
        .selectFrom("content_entries")
        .select(columns)
        .where("collection", "=", collection)
        .where("entry_id", "=", id)
        .executeTakeFirst();
      return row && toEntry(row);
    },

    async versions(collection: Collection, id: string): Promise<DeskVersion[]> {
      const rows = await db
        .selectFrom("content_versions")
        .select(["id", "action", "created_at", "actor_name", "body"])
        .where("collection", "=", collection)
        .where("entry_id", "=", id)
        .orderBy("id", "desc")
        .limit(50)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        at: row.created_at,
        by: row.actor_name,
        body: row.body === null ? null : JSON.parse(row.body),
      }));
    },

    /** Who last changed each entry of a collection, and when: by entry id. */
    async lastChanges(
      collection: Collection,
    ): Promise<Map<string, Pick<DeskVersion, "action" | "at" | "by">>> {
      const rows = await db
        .selectFrom("content_versions")
        .select(["entry_id", "action", "created_at", "actor_name"])
        .where("collection", "=", collection)
        .orderBy("id")
        .execute();
      return new Map(
        rows.map((row) => [
          row.entry_id,
          { action: row.action, at: row.created_at, by: row.actor_name },
        ]),
      );
    },

    /** Keeps what was typed, complete or not; a new entry goes last, off the site. */
    async saveDraft(collection: Collection, id: string, body: unknown, actor: DeskActor) {
      const at = now().toISOString();
      const json = JSON.stringify(body);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("content_entries")
          .values({
            collection,
            entry_id: id,
            position: await nextPosition(trx, collection),
            draft: json,
            draft_by: actor.name,
            draft_at: at,
            published: null,
            updated_at: at,
          })
          .onConflict((conflict) =>
            conflict
              .columns(["collection", "entry_id"])
              .doUpdateSet({ draft: json, draft_by: actor.name, draft_at: at, updated_at: at }),
          )
          .execute();
      });
    },

    /** Publishes the draft (or `body`), if the schema takes it: both languages, every field. */
    async publish(
      collection: Collection,
      id: string,
      actor: DeskActor,
      body?: unknown,
    ): Promise<PublishResult> {
      const entry = await this.entry(collection, id);
      const candidate = body ?? entry?.draft ?? entry?.published;
      const parsed = collections[collection].safeParse(candidate);
      if (!parsed.success) return { ok: false, problems: fieldProblems(parsed.error) };
      const clash = await acrossList(collection, id, parsed.data, () => this.list(collection));
      if (clash) return { ok: false, problems: clash };
      await this.put(collection, id, "publish", JSON.stringify(parsed.data), actor);
      return { ok: true };
    },

    /** Takes it off the site; its versions stay, and it can be published again. */
    async unpublish(collection: Collection, id: string, actor: DeskActor) {
      await this.put(collection, id, "unpublish", null, actor);
    },

    /** Puts an earlier version back on the site, as a new version of its own. */
    /**
     * Puts an earlier version back; false when there is no such version of the entry. The rules
     * across a list hold here as at publishing (an old version must not make a second
     * headquarters).
     */
    async restore(
      collection: Collection,
      id: string,
      versionId: number,
      actor: DeskActor,
    ): Promise<PublishResult | false> {
      const version = await db
        .selectFrom("content_versions")
        .select("body")
        .where("id", "=", versionId)
        .where("collection", "=", collection)
        .where("entry_id", "=", id)
        .executeTakeFirst();
      if (!version) return false;
      const body = version.body === null ? null : JSON.parse(version.body);
      const clash = await acrossList(collection, id, body, () => this.list(collection));
      if (clash) return { ok: false, problems: clash };
      await this.put(collection, id, "restore", version.body, actor);
      return { ok: true };
    },

    async put(
      collection: Collection,
      id: string,
      action: DeskVersion["action"],
      body: string | null,
      actor: DeskActor,
    ) {
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("content_entries")
          .values({
            collection,
            entry_id: id,
            position: await nextPosition(trx, collection),
            draft: null,
            published: body,
            updated_at: at,
          })
          .onConflict((conflict) =>
            conflict.columns(["collection", "entry_id"]).doUpdateSet({
              published: body,
              draft: null,
              draft_by: null,
              draft_at: null,
              updated_at: at,
            }),
          )
          .execute();
        await record(trx, { collection, id }, action, body, actor, at);
        await bump(trx, at);
      });
    },

    /**
     * Removes an entry and every version of it, for good, and its photo if nothing else shows
     * it: a customer who withdraws their consent to a testimonial (DPDP Act 2023, s. 6(4)) is
     * erased from the desk's history too, not only hidden from the site.
     */
    async erase(collection: Collection, id: string): Promise<boolean> {
      const at = now().toISOString();
      const bodies = await db
        .selectFrom("content_versions")
        .select("body")
        .where("collection", "=", collection)
        .where("entry_id", "=", id)
        .execute();
      const entry = await this.entry(collection, id);
      if (!entry) return false;
      const text = [
        ...bodies.map((row) => row.body ?? ""),
        JSON.stringify(entry.draft),
        JSON.stringify(entry.published),
      ].join("\n");
      const fileIds = [...new Set([...text.matchAll(/"fileId":"([a-z0-9]+)"/g)].map((m) => m[1]!))];
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("content_versions")
          .where("collection", "=", collection)
          .where("entry_id", "=", id)
          .execute();
        await trx
          .deleteFrom("content_entries")
          .where("collection", "=", collection)
          .where("entry_id", "=", id)
          .execute();
        await bump(trx, at);
      });
      await deleteUnusedPhotos(db, fileIds);
      return true;
    },

    /** Moves an entry one place earlier (-1) or later (+1) in its collection's order. */
    async move(collection: Collection, id: string, step: -1 | 1) {
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("content_entries")
          .select(["entry_id", "position"])
          .where("collection", "=", collection)
          .orderBy("position")
          .orderBy("entry_id")
          .execute();
        const from = rows.findIndex((row) => row.entry_id === id);
        const to = from + step;
        if (from < 0 || to < 0 || to >= rows.length) return;
        const order = rows.map((row) => row.entry_id);
        [order[from], order[to]] = [order[to]!, order[from]!];
        for (const [position, entryId] of order.entries()) {
          await trx
            .updateTable("content_entries")
            .set({ position })
            .where("collection", "=", collection)
            .where("entry_id", "=", entryId)
            .execute();
        }
        await bump(trx, at);
      });
    },
  };
}
