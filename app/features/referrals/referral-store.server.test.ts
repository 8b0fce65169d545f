import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { projectStore } from "~/features/projects/index.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { leadTimeline } from "~/lib/lead-core/lead-state.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { referralStore } from "./referral-store.server";
import { referralKey } from "./referral-token.server";

// Issue 36 on both engines: a customer's referral link stays the same each time their page
// shows it, brings a quote request that names the referrer once, shows the referrer's first
// name only when they agreed, and opens nothing once renewed or changed by a character; the
// reward is marked paid once; the person's copy and erasure hold the referrals.

const staff = { id: "staff-1", name: "Priya Das" };
const owner = {
  id: "owner-1",
  name: "Owner",
  email: "owner@example.com",
  role: "owner" as const,
  twoFactor: false,
};
const now = new Date("2027-05-03T04:30:00.000Z");
const quote = (name: string, email: string) => ({
  name,
  email,
  phone: "",
  address: "",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  language: "en" as const,
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});

describe.each(testEngines)("referrals ($engine)", ({ create }) => {
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
  const store = (secret = "a-site-secret-of-at-least-32-characters!") =>
    referralStore(database, { key: referralKey(secret) });
  async function referrer() {
    const { id } = await createLeadStore(database).saveQuote(
      quote("Gita Mohanty", "gita@example.com"),
    );
    const projects = projectStore(database, { enabled: false, siteUrl: "https://example.com" });
    const opened = await projects.open({ leadKind: "quote", leadId: id, openedBy: staff });
    return { projectId: opened!.id, leadId: id };
  }
  const newLead = async (name: string) =>
    (await createLeadStore(database).saveQuote(quote(name, `${name}@example.com`))).id;

  it("brings a quote request that names the referrer, once, and shows a first name only when agreed", async () => {
    const gita = await referrer();
    const { token } = await store().linkFor(gita.projectId, now);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await store().linkFor(gita.projectId, now)).token).toBe(token);
    // The database holds no working link: another site's secret makes another token.
    expect(
      (await store("another-secret-of-at-least-32-characters").linkFor(gita.projectId, now)).token,
    ).not.toBe(token);
    const rows = await database.db.selectFrom("referral_links").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await store().open(token)).toEqual({ firstName: null });
    await store().setShowFirstName(gita.projectId, true, now);
    expect(await store().open(token)).toEqual({ firstName: "Gita" });

    const ravi = await newLead("Ravi");
    expect(await store().record({ kind: "quote", id: ravi }, token, now)).toBe(true);
    expect(await store().record({ kind: "quote", id: ravi }, token, now)).toBe(false);
    expect(await store().ofLead("quote", ravi)).toMatchObject({
      leadName: "Ravi",
      referrerName: "Gita Mohanty",
      projectId: gita.projectId,
      rewardPaidAt: null,
    });
    const ravisTimeline = await leadTimeline(database.db, { kind: "quote", id: ravi });
    expect(ravisTimeline[0]).toMatchObject({ type: "referral", action: "arrived" });
    expect(JSON.stringify(ravisTimeline)).not.toContain("Gita");
    const gitasTimeline = await leadTimeline(database.db, { kind: "quote", id: gita.leadId });
    expect(gitasTimeline[0]).toMatchObject({ type: "referral", action: "referred" });

    const [listed] = await store().list();
    expect(await store().markPaid(listed!.id, "₹500 by UPI", staff, now)).toBe(true);
    expect(await store().markPaid(listed!.id, "again", staff, now)).toBe(false);
    expect(await store().ofLead("quote", ravi)).toMatchObject({
      rewardPaidBy: "Priya Das",
      rewardNote: "₹500 by UPI",
    });
  });

  it("adds nothing through a tampered, renewed or unknown link", async () => {
    const gita = await referrer();
    const { token } = await store().linkFor(gita.projectId, now);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const ravi = await newLead("Ravi");
    expect(await store().open(tampered)).toBeUndefined();
    expect(await store().record({ kind: "quote", id: ravi }, tampered, now)).toBe(false);
    expect(await store().record({ kind: "quote", id: ravi }, "not a token", now)).toBe(false);
    const renewed = await store().renew(gita.projectId, { id: null, name: "The customer" }, now);
    expect(renewed).not.toBe(token);
    expect(await store().open(token)).toBeUndefined();
    expect(await store().record({ kind: "quote", id: ravi }, token, now)).toBe(false);
    expect(await store().list()).toEqual([]);
    // The customer's own request through their own link is no referral.
    expect(await store().record({ kind: "quote", id: gita.leadId }, renewed, now)).toBe(false);
    expect(await store().record({ kind: "quote", id: ravi }, renewed, now)).toBe(true);
  });

  it("puts referrals in the copy of both people, and erases them with either", async () => {
    const gita = await referrer();
    const { token } = await store().linkFor(gita.projectId, now);
    const ravi = await newLead("ravi");
    await store().record({ kind: "quote", id: ravi }, token, now);
    const copy = await personalDataOf(database.db, database.engine, { email: "ravi@example.com" });
    expect(copy.referrals).toEqual([expect.objectContaining({ lead_id: ravi })]);
    const gitas = await personalDataOf(database.db, database.engine, { email: "gita@example.com" });
    expect(gitas.referrals).toHaveLength(1);
    expect(gitas.referral_links).toHaveLength(1);

    const request = await createLeadStore(database).savePrivacyRequest({
      email: "gita@example.com",
      phone: "",
      message: "",
    });
    await erasePerson(database, request.id, owner);
    expect(await store().list()).toEqual([]);
    expect(await store().open(token)).toBeUndefined();
    // Ravi's own request stays: only the record naming Gita went.
    expect(await database.db.selectFrom("quote_requests").select("id").execute()).toEqual([
      { id: ravi },
    ]);
  });
});
