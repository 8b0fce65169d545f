import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultAssumptions, installedCost, ratesFor } from "~/lib/solar-plan";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import type { NewQuote } from "~/lib/leads/lead-record";
import { toQuotePlan } from "~/lib/leads/quote-plan-record";
import { purgeProspectsOlderThan } from "~/lib/leads/retention.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { findPrivateLink } from "~/lib/private-links/private-links.server";
import {
  publishedContent,
  type RateEntry,
  readPublishedContentFrom,
} from "~/lib/content/published-content";
import { computePlanFromText } from "~/lib/solar-plan-query";
import { proposalFigures } from "./proposal-figures";
import { type ProposalContent, proposalStore } from "./proposal-store.server";

const lastDay = "2027-03-31";
const morning = new Date("2027-03-31T04:30:00.000Z"); // 10:00 IST
const staff = { id: "staff-1", name: "Priya Das" };
const mail = {
  enabled: true,
  siteUrl: "https://www.suryodaysolar.in",
  notifyTo: ["sales@example.com"],
};

const request = (email: string, language: "en" | "or" = "en", withPlan = true): NewQuote => ({
  name: "Sasmita Behera",
  email,
  phone: "+91 94370 55555",
  address: "Plot 4, Saheed Nagar",
  location: "751007",
  product: "solar-panels",
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  language,
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
  ...(withPlan
    ? { plan: toQuotePlan(computePlanFromText("by=bill&bill=2,000&roof=500&pay=loan", lastDay)!) }
    : {}),
});

const tokenOf = (link: string) => /\/proposal\/([\w-]{43})$/.exec(link)![1]!;

describe.each(testEngines)("proposals ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  let clock = morning;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
    clock = morning;
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });
  const store = () => proposalStore(database, mail, { now: () => clock });
  const leads = () => createLeadStore(database, { now: () => clock });
  const events = async (leadId: number) =>
    (
      await database.db
        .selectFrom("lead_events")
        .select(["type", "details", "actor_name"])
        .where("lead_kind", "=", "quote")
        .where("lead_id", "=", leadId)
        .orderBy("id")
        .execute()
    ).filter((event) => event.type === "proposal");

  async function sentProposal(email = "sasmita@example.com", language: "en" | "or" = "en") {
    const lead = await leads().saveQuote(request(email, language));
    const drafted = await store().createDraft(lead.id, staff, lastDay);
    if (drafted.outcome !== "done") throw new Error(drafted.outcome);
    const { id } = drafted.proposal;
    const inputs = {
      ...drafted.proposal.versions[0]!.inputs,
      panels: "6 × 550 Wp mono PERC, DCR",
      inverter: "3 kW on-grid string inverter",
      structure: "Galvanised iron",
    };
    expect((await store().saveDraft(id, 1, inputs)).outcome).toBe("done");
    const sent = await store().send(id, 1, staff, lastDay);
    if (sent.outcome !== "sent") throw new Error(sent.outcome);
    return { leadId: lead.id, id, inputs, link: sent.link };
  }

  it("keeps a sent proposal's figures when the rates desk changes a figure from its day", async () => {
    const { leadId, inputs } = await sentProposal();
    const sentFigures = (await store().ofLead(leadId))!.versions[0]!.content!.figures;
    expect(sentFigures.subsidies.total).toBe(138_000);

    // The owner cuts PM Surya Ghar's subsidy from that very day (issue 33).
    const seed = publishedContent();
    const cut: RateEntry = {
      ...seed.rates.find((entry) => entry.key === "centralSubsidyHome")!,
      value: { perKwFirstTwo: 20_000, thirdKw: 10_000, cap: 50_000 },
      validFrom: lastDay,
    };
    readPublishedContentFrom(() => ({ ...seed, rates: [...seed.rates, cut] }));
    try {
      expect(proposalFigures(lastDay, inputs).subsidies.total).toBe(110_000);
      // What the customer was sent, and what their link shows, stays as it was sent.
      const kept = (await store().ofLead(leadId))!.versions[0]!.content!.figures;
      expect(kept).toEqual(sentFigures);
    } finally {
      readPublishedContentFrom(() => undefined);
    }
  });

  it("starts a draft from the lead's planner plan, and one proposal a lead", async () => {
    const lead = await leads().saveQuote(request("plan@example.com"));
    const drafted = await store().createDraft(lead.id, staff, lastDay);
    expect(drafted.outcome).toBe("done");
    if (drafted.outcome !== "done") return;
    const { proposal } = drafted;
    expect(proposal).toMatchObject({
      number: `P-${String(proposal.id).padStart(5, "0")}`,
      status: "draft",
    });
    const inputs = proposal.versions[0]!.inputs;
    const saved = await database.db
      .selectFrom("quote_requests")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(inputs).toMatchObject({
      category: "home",
      sizeKw: saved.plan_size_kw,
      system: "on-grid",
      gstRate: 5,
      loanOffered: true,
      loanYears: 10,
      validUntil: "2027-04-30",
    });
    expect(inputs.priceBeforeGst).toBe(
      Math.round((saved.plan_cost_low! + saved.plan_cost_high!) / 2 / 1.05),
    );
    const again = await store().createDraft(lead.id, staff, lastDay);
    expect(again.outcome === "done" && again.proposal.id).toBe(proposal.id);
    const plain = await leads().saveQuote(request("plain@example.com", "en", false));
    const fromPlain = await store().createDraft(plain.id, staff, lastDay);
    if (fromPlain.outcome !== "done") throw new Error("no draft");
    // Without a plan (the English page's dollar estimator), the planner's rules for the roof
    // sent: 50 m² holds 5 kW, at the planner's installed cost for 5 kW, less GST (issue 30).
    const rates = ratesFor(lastDay, defaultAssumptions(lastDay));
    const plainInputs = fromPlain.proposal.versions[0]!.inputs;
    expect(plainInputs.sizeKw).toBe(Math.floor(50 / rates.roofAreaPerKw));
    expect(plainInputs.priceBeforeGst).toBe(
      Math.round(installedCost(plainInputs.sizeKw, "on-grid", rates).mid / 1.05),
    );
    expect(plainInputs.priceBeforeGst).toBeGreaterThan(100_000);
    // A home's draft includes the subsidy application; a business's does not (issue 30).
    expect(inputs.included).toContain("Subsidy application on the national portal");
    const shop = await leads().saveQuote({
      ...request("shop@example.com"),
      plan: toQuotePlan(computePlanFromText("by=bill&bill=20,000&roof=500&for=business", lastDay)!),
    });
    const fromShop = await store().createDraft(shop.id, staff, lastDay);
    if (fromShop.outcome !== "done") throw new Error("no draft");
    expect(fromShop.proposal.versions[0]!.inputs).toMatchObject({ category: "business" });
    expect(fromShop.proposal.versions[0]!.inputs.included).not.toMatch(/subsidy/i);
  });

  it("sends: freezes the content with the day's figures, makes a link and queues the e-mail, all at once", async () => {
    const { id, leadId, inputs, link } = await sentProposal();
    expect(link).toMatch(/^https:\/\/www\.suryodaysolar\.in\/proposal\/[\w-]{43}$/);
    const proposal = (await store().get(id))!;
    expect(proposal.status).toBe("sent");
    const content = proposal.versions[0]!.content as ProposalContent;
    expect(content).toMatchObject({
      day: lastDay,
      version: 1,
      locale: "en",
      validUntil: "2027-04-30",
    });
    expect(content.customer).toEqual({
      name: "Sasmita Behera",
      place: "Plot 4, Saheed Nagar, 751007",
    });
    expect(content.figures).toEqual(proposalFigures(lastDay, inputs));
    expect(content.figures.subsidies.total).toBeGreaterThan(0);
    expect(await findPrivateLink(database.db, "proposal", tokenOf(link), clock)).toMatchObject({
      subjectId: String(id),
    });
    const mails = await createMailOutbox(database).listMail();
    expect(mails.map((each) => [each.to, each.subject])).toContainEqual([
      ["sasmita@example.com"],
      `Your solar proposal ${proposal.number} from Suryoday Solar`,
    ]);
    expect((await events(leadId)).map((event) => JSON.parse(event.details).action)).toEqual([
      "drafted",
      "sent",
    ]);
    // A sent version is never edited, nor sent twice.
    expect((await store().saveDraft(id, 1, { ...inputs, priceBeforeGst: 1 })).outcome).toBe(
      "frozen",
    );
    expect((await store().send(id, 1, staff, lastDay)).outcome).toBe("frozen");
  });

  it("records the first opening once, and an acceptance with who, when, where from and what", async () => {
    const { id, leadId } = await sentProposal();
    const opened = await store().openForCustomer(id);
    expect(opened?.firstOpenedAt).toBe(morning.toISOString());
    clock = new Date("2027-03-31T05:00:00.000Z");
    expect((await store().openForCustomer(id))?.firstOpenedAt).toBe(morning.toISOString());
    const who = {
      name: "Sasmita Behera",
      ip: "203.0.113.9",
      userAgent: "Test browser",
      noticeVersion: "2026-11-24",
    };
    expect(await store().acceptProposal(id, 2, who, lastDay)).toEqual({ outcome: "replaced" });
    const accepted = await store().acceptProposal(id, 1, who, lastDay);
    const version = (await store().get(id))!.versions[0]!;
    expect(accepted).toEqual({
      outcome: "accepted",
      proposalId: id,
      versionId: version.id,
      version: 1,
      leadId,
    });
    expect(version.accepted).toEqual({
      at: clock.toISOString(),
      name: "Sasmita Behera",
      ip: "203.0.113.9",
      userAgent: "Test browser",
      termsVersion: "2026-11-24",
    });
    const row = await database.db
      .selectFrom("proposal_versions")
      .select(["content", "accepted_content", "accepted_notice_version"])
      .where("id", "=", version.id)
      .executeTakeFirstOrThrow();
    expect(row.accepted_content).toBe(row.content);
    // The privacy notice shown beside the accept form is kept with the acceptance (issue 23).
    expect(row.accepted_notice_version).toBe("2026-11-24");
    expect(await store().acceptProposal(id, 1, who, lastDay)).toEqual({ outcome: "already" });
    const history = await events(leadId);
    expect(history.map((event) => JSON.parse(event.details).action)).toEqual([
      "drafted",
      "sent",
      "opened",
      "accepted",
    ]);
    expect(history[3]!.actor_name).toBe("The customer, on their proposal page");
    const mails = await createMailOutbox(database).listMail();
    expect(mails.find((each) => each.to.includes("sales@example.com"))?.subject).toMatch(
      /^Proposal accepted: P-\d{5} v1, Sasmita Behera$/,
    );
    // The sale is made: the lead is won (said in its timeline) and its project is open.
    const progress = await database.db
      .selectFrom("lead_progress")
      .select("status")
      .where("lead_kind", "=", "quote")
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(progress.status).toBe("won");
    const statusEntries = await database.db
      .selectFrom("lead_events")
      .select(["details", "actor_name"])
      .where("lead_id", "=", leadId)
      .where("type", "=", "status")
      .execute();
    // Sending quoted the lead (issue 30: the status follows the work); accepting won it.
    expect(statusEntries.map((entry) => JSON.parse(entry.details))).toEqual([
      { from: "new", to: "quoted" },
      { from: "quoted", to: "won" },
    ]);
    const projects = await database.db
      .selectFrom("projects")
      .select(["proposal_id"])
      .where("lead_kind", "=", "quote")
      .where("lead_id", "=", leadId)
      .execute();
    expect(projects).toEqual([{ proposal_id: id }]);
  });

  it("a change after sending is a new version, sent with the rules of its own day", async () => {
    const { id, inputs } = await sentProposal();
    await store().acceptProposal(id, 1, { name: "S B", ip: "::1", userAgent: "" }, lastDay);
    const next = await store().newVersion(id, staff);
    expect(next.outcome === "done" && next.proposal).toMatchObject({
      status: "draft",
      currentVersion: 2,
    });
    expect((await store().saveDraft(id, 1, inputs)).outcome).toBe("frozen");
    expect((await store().saveDraft(id, 2, { ...inputs, validUntil: "2027-05-15" })).outcome).toBe(
      "done",
    );
    // Until it is sent, the link shows version 1, as accepted.
    expect((await store().openForCustomer(id))?.version).toBe(1);
    clock = new Date("2027-04-01T04:30:00.000Z");
    const sent = await store().send(id, 2, staff, "2027-04-01");
    expect(sent.outcome).toBe("sent");
    const shown = (await store().openForCustomer(id))!;
    expect(shown.version).toBe(2);
    expect(shown.content!.figures.subsidies.total).toBe(0);
    expect(shown.content!.figures.subsidies.ended.length).toBeGreaterThan(0);
    const mails = await createMailOutbox(database).listMail();
    expect(mails.map((each) => each.subject)).toContainEqual(
      expect.stringMatching(/^Your updated solar proposal P-\d{5} \(version 2\)/),
    );
    // The accepted version keeps its record.
    expect((await store().get(id))!.versions[1]!.accepted?.name).toBe("S B");
  });

  it("refuses an acceptance past the validity, and a revoked proposal's link opens nothing", async () => {
    const { id, link } = await sentProposal();
    const who = { name: "S B", ip: "::1", userAgent: "" };
    expect(await store().acceptProposal(id, 1, who, "2027-05-01")).toEqual({ outcome: "expired" });
    expect((await store().revoke(id, staff)).outcome).toBe("done");
    expect(await findPrivateLink(database.db, "proposal", tokenOf(link), clock)).toBeNull();
    expect(await store().openForCustomer(id)).toBeUndefined();
    expect(await store().acceptProposal(id, 1, who, lastDay)).toEqual({ outcome: "invalid" });
  });

  it("hands a person's proposals to their copy of their data, and erases and purges them with their lead", async () => {
    const { id } = await sentProposal("Erase.Me@example.com");
    await sentProposal("keep@example.com");
    // The person's copy of their data (issue 23's registry) holds their proposal, every version.
    const copy = await personalDataOf(database.db, database.engine, {
      email: "erase.me@example.com",
    });
    expect(copy.proposals!.map((record) => record.id)).toEqual([id]);
    expect(copy.proposal_versions!.map((version) => version.proposal_id)).toEqual([id]);
    expect(String(copy.proposal_versions![0]!.content)).toContain("Sasmita Behera");

    const privacy = await leads().savePrivacyRequest({
      email: "erase.me@example.com",
      phone: "",
      message: "Please erase",
      language: "en",
    });
    const counts = await erasePerson(database, privacy.id, {
      ...staff,
      email: "p@example.com",
      role: "owner",
      twoFactor: false,
    });
    expect(counts?.proposal).toBe(1);
    expect(await store().get(id)).toBeUndefined();
    const after = await personalDataOf(database.db, database.engine, {
      email: "erase.me@example.com",
    });
    expect([after.proposals, after.proposal_versions]).toEqual([[], []]);
    const links = await database.db
      .selectFrom("private_links")
      .select("subject_id")
      .where("purpose", "=", "proposal")
      .execute();
    expect(links.map((link) => link.subject_id)).not.toContain(String(id));

    await purgeProspectsOlderThan(database, new Date("2027-06-01T00:00:00.000Z"));
    expect(await database.db.selectFrom("proposals").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("proposal_versions").selectAll().execute()).toEqual([]);
    expect(
      await database.db
        .selectFrom("private_links")
        .selectAll()
        .where("purpose", "=", "proposal")
        .execute(),
    ).toEqual([]);
  });
});
