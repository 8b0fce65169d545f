import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedCompany } from "~/content/company";
import { seedContent } from "~/content/seed-content.server";
import { readPhotoVariant, storePhoto } from "~/lib/content-files/file-store.server";
import { intakePhoto } from "~/lib/content-files/photo-intake.server";
import {
  contentSerial,
  ensureContentSeeded,
  openContentSource,
  readPublishedContent,
  sameAsBuild,
} from "~/lib/content/content-store.server";
import { companyEntryId, publishedContent } from "~/lib/content/published-content";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { deskStore } from "./desk-store.server";

const owner = { id: "owner-1", name: "Owner" };
const editor = { id: "editor-1", name: "Editor" };
const newPhone = { ...seedCompany, phoneDisplay: "+91 674 299 9999", phoneE164: "+916742999999" };

describe.each(testEngines)("the content desk's store ($engine)", ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;

  beforeEach(async () => {
    testDatabase = await create();
    database = await openDatabase(testDatabase.url);
    await ensureContentSeeded(database.db);
  });

  afterEach(async () => {
    await database.close();
    await testDatabase.cleanup();
  });

  it("starts a new database with exactly the spec's site, once", async () => {
    const content = await readPublishedContent(database.db);
    expect(content.serial).toBe(0);
    expect(content.gallery).toHaveLength(8);
    expect(content.blog).toHaveLength(6);
    expect(content.faq).toHaveLength(6);
    expect(content.testimonials).toHaveLength(4);
    expect(content.team).toHaveLength(3);
    expect(content.badges).toHaveLength(5);
    expect(content.areas).toHaveLength(10);
    expect(content.company).toEqual(seedCompany);
    expect(sameAsBuild(content)).toBe(true);

    // An owner who hides every project does not get them back on the next start.
    const desk = deskStore(database.db);
    for (const item of seedContent.gallery) await desk.unpublish("gallery", item.id, owner);
    await ensureContentSeeded(database.db);
    expect((await readPublishedContent(database.db)).gallery).toHaveLength(0);
  });

  it("seeds a collection a later release adds into a database that predates it", async () => {
    // As a database seeded before the blog moved to the desk: no blog entries, no versions.
    await database.db.deleteFrom("content_versions").where("collection", "=", "blog").execute();
    await database.db.deleteFrom("content_entries").where("collection", "=", "blog").execute();
    expect((await readPublishedContent(database.db)).blog).toHaveLength(0);
    await ensureContentSeeded(database.db);
    const content = await readPublishedContent(database.db);
    expect(content.blog.map((post) => post.slug)).toEqual(
      seedContent.blog.map((post) => post.slug),
    );
    expect(sameAsBuild(content)).toBe(true);
  });

  it("keeps a draft off the site until it is published, then keeps the version", async () => {
    const desk = deskStore(database.db, { now: () => new Date("2026-11-28T06:00:00Z") });
    await desk.saveDraft("company", companyEntryId, newPhone, editor);
    expect((await readPublishedContent(database.db)).company.phoneDisplay).toBe(
      seedCompany.phoneDisplay,
    );
    expect(await contentSerial(database.db)).toBe(0);

    expect(await desk.publish("company", companyEntryId, editor)).toEqual({ ok: true });
    const content = await readPublishedContent(database.db);
    expect(content.company.phoneDisplay).toBe("+91 674 299 9999");
    expect(content.serial).toBe(1);
    expect(sameAsBuild(content)).toBe(false);
    const [latest, seed] = await desk.versions("company", companyEntryId);
    expect(latest).toMatchObject({
      action: "publish",
      by: "Editor",
      at: "2026-11-28T06:00:00.000Z",
    });
    expect(seed).toMatchObject({ action: "seed" });
    expect((await desk.entry("company", companyEntryId))?.draft).toBeNull();
  });

  it("refuses to publish with an Odia field empty, names the field, and keeps the draft", async () => {
    const desk = deskStore(database.db);
    const incomplete = {
      ...newPhone,
      address: { ...seedCompany.address, street: { en: "Plot 9", or: " " } },
    };
    await desk.saveDraft("company", companyEntryId, incomplete, owner);
    const result = await desk.publish("company", companyEntryId, owner);
    expect(result).toEqual({ ok: false, problems: { "address.street.or": "required" } });
    expect((await desk.entry("company", companyEntryId))?.draft).toEqual(incomplete);
    expect(await contentSerial(database.db)).toBe(0);
  });

  it("puts an earlier version back in one step, as a version of its own", async () => {
    const desk = deskStore(database.db);
    await desk.publish("company", companyEntryId, owner, newPhone);
    const seedVersion = (await desk.versions("company", companyEntryId)).at(-1)!;
    expect(await desk.restore("company", companyEntryId, seedVersion.id, owner)).toEqual({
      ok: true,
    });
    const content = await readPublishedContent(database.db);
    expect(content.company).toEqual(seedCompany);
    expect(sameAsBuild(content)).toBe(true);
    expect((await desk.versions("company", companyEntryId)).map((v) => v.action)).toEqual([
      "restore",
      "publish",
      "seed",
    ]);
    // A version of another entry is not this entry's to put back.
    const gallerySeed = (await desk.versions("gallery", "puri-hotel"))[0]!;
    expect(await desk.restore("company", companyEntryId, gallerySeed.id, owner)).toBe(false);
  });

  it("hides, orders and publishes gallery projects, with their photos in the database", async () => {
    const desk = deskStore(database.db);
    const photo = await intakePhoto(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
        .jpeg()
        .toBuffer(),
      { widths: [320, 640, 960] },
    );
    if (!photo.ok) throw new Error(photo.problem);
    const stored = await storePhoto(database.db, photo, { by: "Owner", at: new Date() });
    expect(stored.widths).toEqual([320, 640]);
    const webp = await readPhotoVariant(database.db, stored.fileId, 640, "webp");
    expect((await sharp(Buffer.from(webp!)).metadata()).format).toBe("webp");

    const words = { title: "6 kW Rooftop", location: "Nayapalli", summary: "New.", alt: "Panels" };
    const item = {
      id: "nayapalli-rooftop",
      categoryId: "residential",
      photo: stored,
      kw: 6,
      date: "2026-11-20",
      words: { en: words, or: { ...words, title: "" } },
    };
    await desk.saveDraft("gallery", item.id, item, owner);
    expect(await desk.publish("gallery", item.id, owner)).toEqual({
      ok: false,
      problems: { "words.or.title": "required" },
    });
    const odia = { ...words, title: "ନୟାପଲ୍ଲୀ ଛାତ" };
    expect(
      await desk.publish("gallery", item.id, owner, { ...item, words: { en: words, or: odia } }),
    ).toEqual({ ok: true });
    let gallery = (await readPublishedContent(database.db)).gallery;
    expect(gallery.map((project) => project.id).at(-1)).toBe("nayapalli-rooftop");

    await desk.move("gallery", item.id, -1);
    await desk.unpublish("gallery", "puri-hotel", owner);
    gallery = (await readPublishedContent(database.db)).gallery;
    expect(gallery).toHaveLength(8);
    expect(gallery.map((project) => project.id).slice(-2)).toEqual([
      "nayapalli-rooftop",
      "khordha-villa",
    ]);
    expect(gallery.some((project) => project.id === "puri-hotel")).toBe(false);
  });

  it("reaches a second server's pages at its next poll, and a request keeps the version it began with", async () => {
    const other = await openDatabase(testDatabase.url);
    const source = await openContentSource(other.db, { pollMs: 20 });
    try {
      const before = source.current();
      await source.run(async () => {
        await deskStore(database.db).publish("company", companyEntryId, owner, newPhone);
        await expect
          .poll(() => source.current().company.phoneDisplay, { timeout: 2_000 })
          .toBe("+91 674 299 9999");
        // This request began before the publish: it renders the version it started with.
        expect(publishedContent()).toBe(before);
      });
      expect(publishedContent().company.phoneDisplay).toBe("+91 674 299 9999");
      expect(source.matchesBuild()).toBe(false);
    } finally {
      source.stop();
      await other.close();
    }
  });

  it("publishes a testimonial only with the customer's written consent recorded", async () => {
    const desk = deskStore(database.db);
    const quote = { name: "Anita Sahu", role: "Homeowner, Nayapalli", quote: "Bills are down." };
    const testimonial = {
      id: "anita",
      rating: 5,
      avatar: null,
      words: { en: quote, or: { ...quote, name: "ଅନିତା ସାହୁ" } },
      consent: { givenOn: "", how: "", recordedBy: "" },
    };
    const refused = await desk.publish("testimonials", "anita", owner, testimonial);
    expect(refused.ok).toBe(false);
    expect(Object.keys(refused.ok ? {} : refused.problems).sort()).toEqual([
      "consent.givenOn",
      "consent.how",
      "consent.recordedBy",
    ]);
    const consent = { givenOn: "2026-11-20", how: "Signed form", recordedBy: "Owner" };
    expect(await desk.publish("testimonials", "anita", owner, { ...testimonial, consent })).toEqual(
      { ok: true },
    );
    const content = await readPublishedContent(database.db);
    expect(content.testimonials).toHaveLength(5);
    expect(content.testimonials.at(-1)?.consent).toEqual(consent);
  });

  it("erases a testimonial whose customer withdrew consent: entry, every version and photo", async () => {
    const desk = deskStore(database.db);
    const photo = await intakePhoto(
      await sharp({ create: { width: 300, height: 300, channels: 3, background: "#a0522d" } })
        .jpeg()
        .toBuffer(),
      { widths: [96, 192] },
    );
    if (!photo.ok) throw new Error(photo.problem);
    const avatar = await storePhoto(database.db, photo, { by: "Owner", at: new Date() });
    const words = { name: "Anita Sahu", role: "Homeowner, Nayapalli", quote: "Bills are down." };
    const testimonial = {
      id: "anita",
      rating: 5,
      avatar,
      words: { en: words, or: { ...words, name: "ଅନିତା ସାହୁ" } },
      consent: { givenOn: "2026-11-20", how: "Signed form", recordedBy: "Owner" },
    };
    await desk.publish("testimonials", "anita", owner, testimonial);
    await desk.publish("testimonials", "anita", owner, { ...testimonial, rating: 4 });
    await desk.saveDraft("testimonials", "anita", { ...testimonial, rating: 3 }, owner);
    const serial = await contentSerial(database.db);

    expect(await desk.erase("testimonials", "anita")).toBe(true);

    expect(await desk.entry("testimonials", "anita")).toBeUndefined();
    expect(await desk.versions("testimonials", "anita")).toEqual([]);
    expect(await readPhotoVariant(database.db, avatar.fileId, 96, "webp")).toBeUndefined();
    const content = await readPublishedContent(database.db);
    expect(content.serial).toBe(serial + 1);
    expect(JSON.stringify(content)).not.toContain("Anita");
    // The spec's four stay, and nothing else of the desk is touched.
    expect(content.testimonials).toHaveLength(4);
    expect(await desk.erase("testimonials", "anita")).toBe(false);
  });

  it("keeps one headquarters among the service areas: a second is refused at its tick", async () => {
    const desk = deskStore(database.db);
    const puri = seedContent.areas.find((area) => area.id === "puri")!;
    const moved = { ...puri, headquarters: true };

    expect(await desk.publish("areas", "puri", owner, moved)).toEqual({
      ok: false,
      problems: { headquarters: "secondHeadquarters" },
    });

    // Clearing Bhubaneswar's tick first lets Puri be the headquarters.
    const bhubaneswar = seedContent.areas.find((area) => area.id === "bhubaneswar")!;
    await desk.publish("areas", "bhubaneswar", owner, { ...bhubaneswar, headquarters: false });
    expect(await desk.publish("areas", "puri", owner, moved)).toEqual({ ok: true });
    const areas = (await readPublishedContent(database.db)).areas;
    expect(areas.filter((area) => area.headquarters).map((area) => area.id)).toEqual(["puri"]);

    // Putting back Bhubaneswar's first version, ticked, is refused the same way.
    const [, seeded] = await desk.versions("areas", "bhubaneswar");
    expect(seeded?.action).toBe("seed");
    expect(await desk.restore("areas", "bhubaneswar", seeded!.id, owner)).toEqual({
      ok: false,
      problems: { headquarters: "secondHeadquarters" },
    });

    // A place outside India (latitude and longitude swapped) is refused at the field.
    const swapped = { ...puri, id: "puri-2", lat: 85.83, lng: 19.81 };
    expect(await desk.publish("areas", "puri-2", owner, swapped)).toMatchObject({
      ok: false,
      problems: { lat: "india", lng: "india" },
    });
  });
});
