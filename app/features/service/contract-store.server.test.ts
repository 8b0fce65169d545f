import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { projectStore } from "~/features/projects/index.server";
import { composeMorningDigest } from "~/features/follow-ups/morning-digest";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import type { ConsentPurpose } from "~/lib/privacy/consent-purposes";
import { contractStore } from "./contract-store.server";

// Issue 36 on both engines: a maintenance contract's end is known 30 days ahead; its renewal
// is e-mailed only to a customer who agreed to hear of offers; it goes with the person's data.

const staff = { id: "staff-1", name: "Priya Das" };
const owner = {
  id: "owner-1",
  name: "Owner",
  email: "owner@example.com",
  role: "owner" as const,
  twoFactor: false,
};
const quote = (n: number, offers: boolean) => ({
  name: `Customer ${n}`,
  email: `customer-${n}@example.com`,
  phone: `+91 94370 5555${n}`,
  address: "",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  language: "or" as const,
  consents: offers ? (["marketing-calls"] as ConsentPurpose[]) : [],
  noticeVersion: "2026-11-29",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});
const year = {
  startsOn: "2026-06-04",
  endsOn: "2027-06-03",
  visitsPerYear: 4,
  priceRupees: 4500,
} as const;

describe.each(testEngines)("maintenance contracts ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });
  const contracts = () =>
    contractStore(database, { enabled: true, siteUrl: "https://www.suryodaysolar.in" });
  async function project(n: number, offers: boolean) {
    const { id } = await createLeadStore(database).saveQuote(quote(n, offers));
    const projects = projectStore(database, { enabled: false, siteUrl: "https://x.in" });
    return (await projects.open({ leadKind: "quote", leadId: id, openedBy: staff }))!.id;
  }

  it("knows a contract's end 30 days ahead, and offers its renewal only to a customer who agreed to offers", async () => {
    const agreed = await project(1, true);
    const silent = await project(2, false);
    expect(await contracts().add(agreed, year, staff)).toBe("saved");
    expect(await contracts().add(silent, year, staff)).toBe("saved");
    expect(await contracts().endingSoon("2027-05-03")).toEqual([]);
    const ending = await contracts().endingSoon("2027-05-05");
    expect(ending.map((contract) => contract.name)).toEqual(["Customer 1", "Customer 2"]);

    const [first, second] = ending;
    expect(await contracts().offerRenewal(first!.id, staff)).toBe("sent");
    expect(await contracts().offerRenewal(second!.id, staff)).toBe("noConsent");
    const mail = await createMailOutbox(database).listMail();
    expect(mail.map((message) => [message.to[0], message.subject])).toEqual([
      ["customer-1@example.com", "ଆପଣଙ୍କ ରକ୍ଷଣାବେକ୍ଷଣ ଚୁକ୍ତି 3 ଜୁନ 2027ରେ ଶେଷ ହେଉଛି"],
    ]);

    // Renewed: the old contract no longer waits for a renewal.
    await contracts().add(
      agreed,
      { ...year, startsOn: "2027-06-04", endsOn: "2028-06-03" },
      staff,
      first!.id,
    );
    expect((await contracts().endingSoon("2027-05-05")).map((contract) => contract.name)).toEqual([
      "Customer 2",
    ]);
    expect(await contracts().current(agreed, "2027-07-01")).toMatchObject({
      startsOn: "2027-06-04",
      nextVisit: "2027-07-19",
    });
  });

  it("goes with the person's data", async () => {
    const agreed = await project(1, true);
    const other = await project(2, false);
    await contracts().add(agreed, year, staff);
    await contracts().add(other, year, staff);
    const copy = await personalDataOf(database.db, database.engine, {
      email: "customer-1@example.com",
    });
    expect(copy.amc_contracts).toEqual([expect.objectContaining({ project_id: agreed })]);
    const request = await createLeadStore(database).savePrivacyRequest({
      email: "customer-1@example.com",
      phone: "",
      message: "",
    });
    await erasePerson(database, request.id, owner);
    expect(await contracts().ofProject(agreed)).toEqual([]);
    expect(await contracts().ofProject(other)).toHaveLength(1);
  });
});

describe("the morning digest", () => {
  it("names the maintenance contracts ending within 30 days", () => {
    const digest = composeMorningDigest({
      staffName: "Priya",
      day: "2027-05-05",
      steps: [],
      unassigned: [],
      contracts: [{ projectId: 7, name: "Sasmita Behera", endsOn: "2027-06-03" }],
      siteUrl: "https://www.suryodaysolar.in",
    })!;
    expect(digest.subject).toBe("Your day, May 5, 2027: 1 maintenance contract ending");
    expect(digest.text).toContain(
      "- June 3, 2027: Sasmita Behera https://www.suryodaysolar.in/inbox/projects/7/maintenance",
    );
  });
});
