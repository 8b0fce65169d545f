import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { solarRates } from "~/content/solar-rates";
import {
  type ContentSource,
  openContentSource,
  readPublishedContent,
  sameAsBuild,
} from "~/lib/content/content-store.server";
import type { RateEntry } from "~/lib/content/published-content";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { householdSchemesEndOn, rateOn, subsidiesOn } from "~/lib/planner-rules";
import { deskStore } from "./desk-store.server";
import { beforeAndAfter, checkNewVersion } from "./rates-desk.server";

const owner = { id: "owner-1", name: "Owner" };
const today = "2026-11-29";
const source = {
  title: "OERC tariff order for FY2026-27",
  titleOr: "OERCର 2026-27 ଶୁଳ୍କ ଆଦେଶ",
  url: "https://www.orierc.org",
  published: "2026-11-20",
};
const newTariff: RateEntry = {
  key: "domesticTariff",
  value: [
    { upTo: 50, price: 3.1 },
    { upTo: 200, price: 4.9 },
    { upTo: 400, price: 5.9 },
    { upTo: null, price: 6.4 },
  ],
  validFrom: "2026-12-01",
  validTo: null,
  source,
  checkedOn: today,
  reviewBy: "2027-04-01",
  unconfirmed: false,
};

describe.each(testEngines)("the rates desk ($engine)", ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let content: ContentSource;

  beforeEach(async () => {
    testDatabase = await create();
    database = await openDatabase(testDatabase.url);
    content = await openContentSource(database.db, { pollMs: 60_000 });
  });

  afterEach(async () => {
    content.stop();
    await database.close();
    await testDatabase.cleanup();
  });

  /** Publishes a version as the desk's page does, after its checks. */
  async function enter(entry: RateEntry) {
    const desk = deskStore(database.db);
    const existing = await desk.entry("rates", `${entry.key}.${entry.validFrom}`);
    const checked = checkNewVersion(entry, { today, existing });
    if (!checked.ok) return checked;
    await desk.publish("rates", `${entry.key}.${entry.validFrom}`, owner, checked.entry);
    await content.refresh();
    return checked;
  }

  it("starts a new database with every version of solar-rates.ts: it plans exactly as the file", async () => {
    const published = await readPublishedContent(database.db);
    const versions = Object.values(solarRates).reduce((sum, rule) => sum + rule.versions.length, 0);
    expect(published.rates).toHaveLength(versions);
    expect(sameAsBuild(published)).toBe(true);
    content.run(() => {
      expect(rateOn("domesticTariff", today)).toEqual(solarRates.domesticTariff.versions[0]!.value);
      expect(rateOn("installedCost", "2025-09-21")).toEqual(
        solarRates.installedCost.versions[0]!.value,
      );
      expect(rateOn("installedCost", "2025-09-22")).toEqual(
        solarRates.installedCost.versions[1]!.value,
      );
    });
  });

  it("puts a new tariff in force from its day: the day before keeps the old one", async () => {
    expect(await enter(newTariff)).toMatchObject({ ok: true, implausible: [] });
    content.run(() => {
      expect(rateOn("domesticTariff", "2026-11-30")).toEqual(
        solarRates.domesticTariff.versions[0]!.value,
      );
      expect(rateOn("domesticTariff", "2026-12-01")).toEqual(newTariff.value);
      expect(rateOn("domesticTariff", "2027-06-01")).toEqual(newTariff.value);
    });
    // The build's pages no longer show what is published: they are rendered again.
    expect(content.matchesBuild()).toBe(false);
  });

  it("refuses a version before today, on a day one starts already, unordered slabs, or without its Odia source", async () => {
    await enter(newTariff);
    const problems = async (entry: RateEntry) => {
      const checked = await enter(entry);
      return checked.ok ? {} : checked.problems;
    };
    expect(await problems({ ...newTariff, validFrom: "2026-11-01" })).toEqual({
      validFrom: "fromToday",
    });
    expect(await problems(newTariff)).toEqual({ validFrom: "versionTaken" });
    const unordered = [
      { upTo: 200, price: 2.9 },
      { upTo: 50, price: 4.7 },
      { upTo: null, price: 6.1 },
    ];
    expect(await problems({ ...newTariff, validFrom: "2027-01-01", value: unordered })).toEqual({
      "value.1.upTo": "slabOrder",
    });
    expect(
      await problems({ ...newTariff, validFrom: "2027-01-01", source: { ...source, titleOr: "" } }),
    ).toEqual({ "source.titleOr": "required" });
  });

  it("extends PM Surya Ghar as one dated change: the notice's end and the subsidy follow on 1 April 2027", async () => {
    const now = solarRates.centralSubsidyHome.versions[0]!;
    expect(
      await enter({
        key: "centralSubsidyHome",
        value: now.value,
        validFrom: "2027-04-01",
        validTo: "2028-03-31",
        source,
        checkedOn: today,
        reviewBy: "2028-01-31",
        unconfirmed: false,
      }),
    ).toMatchObject({ ok: true });
    content.run(() => {
      expect(householdSchemesEndOn("2027-03-31")).toBe("2027-03-31");
      expect(householdSchemesEndOn("2027-04-01")).toBe("2028-03-31");
      const central = (day: string) =>
        subsidiesOn(day, "home", 3, {}).counted.find((line) => line.scheme === "centralHome");
      expect(central("2027-03-31")?.amount).toBe(78_000);
      expect(central("2027-04-01")?.amount).toBe(78_000);
      expect(central("2028-04-01")).toBeUndefined();
    });
  });

  it("shows the reference households before and after, by the planner's own rules", async () => {
    const rows = content.run(() =>
      beforeAndAfter({ content } as never, {
        ...newTariff,
        value: [
          { upTo: 50, price: 2.9 },
          { upTo: 200, price: 4.7 },
          { upTo: 400, price: 5.7 },
          { upTo: null, price: 9.9 },
        ],
      }),
    );
    expect(rows.map((row) => row.id)).toEqual([
      "home-1",
      "home-2",
      "home-3",
      "home-5",
      "society",
      "business",
    ]);
    expect(rows.every((row) => row.before && row.after && row.before.sizeKw > 0)).toBe(true);
    // A dearer top slab saves more for the homes that reach it, and nothing for a business.
    const home5 = rows.find((row) => row.id === "home-5")!;
    expect(home5.changed).toBe(true);
    expect(home5.after!.monthlySaving).toBeGreaterThan(home5.before!.monthlySaving);
    expect(rows.find((row) => row.id === "business")!.changed).toBe(false);
    // The same figures as in force change nothing.
    const same = content.run(() =>
      beforeAndAfter({ content } as never, {
        ...newTariff,
        value: solarRates.domesticTariff.versions[0]!.value,
      }),
    );
    expect(same.every((row) => !row.changed)).toBe(true);
  });
});
