import { AsyncLocalStorage } from "node:async_hooks";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { seedContent } from "~/content/seed-content.server";
import type { Database } from "~/lib/db/database.server";
import {
  badgeSchema,
  blogPostSchema,
  companySchema,
  faqItemSchema,
  galleryItemSchema,
  rateEntrySchema,
  serviceAreaSchema,
  teamMemberSchema,
  testimonialSchema,
} from "./content-schemas";
import {
  companyEntryId,
  type ContentLists,
  entryIdOf,
  type PublishedContent,
  readPublishedContentFrom,
} from "./published-content";

// The published content as the server keeps it (docs/decisions/017): read from the database
// once per version, held in memory, and handed to each request as it stood when the request
// began. Every server polls one serial number; a publish anywhere raises it, so each reads the
// new version within a poll's interval, without a rebuild or a restart.

type Lists = ContentLists;

/**
 * Each list once: the schema its stored entries are read with (an entry's id is `entryIdOf`).
 * Seeding, reading and comparing with the build go through this table, so a new list is one
 * line here.
 */
const lists: { [K in keyof Lists]: z.ZodType<Lists[K][number]> } = {
  gallery: galleryItemSchema,
  blog: blogPostSchema,
  faq: faqItemSchema,
  testimonials: testimonialSchema,
  team: teamMemberSchema,
  badges: badgeSchema,
  areas: serviceAreaSchema,
  rates: rateEntrySchema as z.ZodType<Lists["rates"][number]>,
};
const listNames = Object.keys(lists) as (keyof Lists)[];

/** Published posts newest first, as the blog lists them (the seed is in this order too). */
function newestFirst(posts: Lists["blog"]): Lists["blog"] {
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/**
 * The lists from each one's published bodies, read through its schema (trimmed, keys in
 * the schema's order): the same whether they come from the database or the seed.
 */
function readLists(bodies: (name: keyof Lists) => unknown[]): Lists {
  const read = <K extends keyof Lists>(name: K) =>
    bodies(name).map((body) => lists[name].parse(body)) as Lists[K];
  return {
    gallery: read("gallery"),
    blog: newestFirst(read("blog")),
    faq: read("faq"),
    testimonials: read("testimonials"),
    team: read("team"),
    badges: read("badges"),
    areas: read("areas"),
    rates: read("rates"),
  };
}

/**
 * A new database starts with the seed (exactly the spec's site), each collection written once:
 * a collection with any version (seeded, published, hidden) is the desk's from then on, so a
 * gallery the owner empties is not filled again on the next start, while a collection a later
 * release adds is seeded into a database that predates it. Two servers starting at once both
 * try; each entry is written by whichever gets there first, and its version with it.
 */
export async function ensureContentSeeded(db: Kysely<Database>, now = new Date()) {
  const at = now.toISOString();
  const seeds: Record<string, { id: string; body: unknown }[]> = {
    company: [{ id: companyEntryId, body: seedContent.company }],
  };
  for (const name of listNames) {
    const idOf = entryIdOf[name] as (entry: unknown) => string;
    seeds[name] = seedContent[name].map((entry) => ({ id: idOf(entry), body: entry }));
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("content_state")
      .values({ id: 1, serial: 0, updated_at: at })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    for (const [collection, entries] of Object.entries(seeds)) {
      const touched = await trx
        .selectFrom("content_versions")
        .select("id")
        .where("collection", "=", collection)
        .limit(1)
        .executeTakeFirst();
      if (touched) continue;
      for (const [position, { id, body }] of entries.entries()) {
        const json = JSON.stringify(body);
        const written = await trx
          .insertInto("content_entries")
          .values({ collection, entry_id: id, position, published: json, updated_at: at })
          .onConflict((conflict) => conflict.columns(["collection", "entry_id"]).doNothing())
          .returning("entry_id")
          .executeTakeFirst();
        if (!written) continue;
        await trx
          .insertInto("content_versions")
          .values({
            collection,
            entry_id: id,
            action: "seed",
            body: json,
            created_at: at,
            actor_id: null,
            actor_name: "Seed (the spec's site)",
          })
          .execute();
      }
    }
  });
}

export async function contentSerial(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("content_state")
    .select("serial")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.serial ?? 0;
}

/** What visitors see now: every published entry, validated as the desk published it. */
export async function readPublishedContent(db: Kysely<Database>): Promise<PublishedContent> {
  const [serial, rows] = await Promise.all([
    contentSerial(db),
    db
      .selectFrom("content_entries")
      .select(["collection", "entry_id", "published"])
      .where("published", "is not", null)
      .orderBy("position")
      .orderBy("entry_id")
      .execute(),
  ]);
  const company = rows.find((row) => row.collection === "company");
  const bodies = (name: keyof Lists) =>
    rows.filter((row) => row.collection === name).map((row) => JSON.parse(row.published!));
  return {
    serial,
    company: company ? companySchema.parse(JSON.parse(company.published!)) : seedContent.company,
    ...readLists(bodies),
  };
}

/** The seed as the database gives it back: through the same schemas (trimmed, keys in order). */
let parsedSeed: string | undefined;
function seedAsStored(): string {
  parsedSeed ??= canonical({
    serial: 0,
    company: companySchema.parse(seedContent.company),
    ...readLists((name) => seedContent[name]),
  });
  return parsedSeed;
}

function canonical(content: PublishedContent): string {
  return JSON.stringify([content.company, ...listNames.map((name) => content[name])]);
}

/** Whether the build's prerendered pages show this content (they were rendered from the seed). */
export function sameAsBuild(content: PublishedContent): boolean {
  return canonical(content) === seedAsStored();
}

export interface ContentSource {
  /** The latest version this server has read. */
  current(): PublishedContent;
  /** Whether the build's prerendered pages are still true to it. */
  matchesBuild(): boolean;
  /** Runs a request with the version current when it began, whatever is published meanwhile. */
  run<T>(work: () => T, content?: PublishedContent): T;
  /** Reads the database again now (after this server published) rather than at the next poll. */
  refresh(): Promise<void>;
  stop(): void;
}

/** Two seconds: a publish reaches every server well within the ten the issue allows. */
export const contentPollMs = 2_000;

export async function openContentSource(
  db: Kysely<Database>,
  {
    pollMs = contentPollMs,
    onError,
    onChange,
  }: { pollMs?: number; onError?: (error: unknown) => void; onChange?: () => void } = {},
): Promise<ContentSource> {
  await ensureContentSeeded(db);
  let latest = await readPublishedContent(db);
  let fresh = sameAsBuild(latest);
  const perRequest = new AsyncLocalStorage<PublishedContent>();
  readPublishedContentFrom(() => perRequest.getStore() ?? latest);

  let reading: Promise<void> | undefined;
  async function refresh() {
    reading ??= (async () => {
      try {
        if ((await contentSerial(db)) === latest.serial) return;
        latest = await readPublishedContent(db);
        fresh = sameAsBuild(latest);
        onChange?.();
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  }
  const timer = setInterval(() => refresh().catch((error) => onError?.(error)), pollMs);
  timer.unref();

  return {
    current: () => latest,
    matchesBuild: () => fresh,
    run: (work, content) => perRequest.run(content ?? latest, work),
    refresh,
    stop: () => {
      clearInterval(timer);
      readPublishedContentFrom(() => undefined);
    },
  };
}
