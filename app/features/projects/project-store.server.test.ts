import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { inboxQueries } from "~/lib/inbox/inbox-queries.server";
import { describeEvent } from "~/features/lead-page/timeline";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { purgeProspectsOlderThan } from "~/lib/leads/retention.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { findPrivateLink } from "~/lib/private-links/private-links.server";
import {
  openProject,
  projectLinkLifeMs,
  projectStore,
  type StepFields,
} from "./project-store.server";

const opened = new Date("2027-01-04T05:00:00.000Z"); // 10:30 IST, Monday 4 January 2027
const staff = { id: "staff-1", name: "Priya Das" };
const owner = {
  id: "owner-1",
  name: "Owner",
  email: "owner@example.com",
  role: "owner" as const,
  twoFactor: false,
};

const quote = (n: number, language: "en" | "or" = "en") => ({
  name: `Customer ${n}`,
  email: `customer-${n}@example.com`,
  phone: `+91 94370 5555${n}`,
  address: "Plot 4, Saheed Nagar",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  language,
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});

const blank: StepFields = {
  applies: true,
  expectedOn: null,
  doneOn: null,
  who: "",
  reference: "",
  customerNote: "",
  staffNote: "",
};

describe.each(testEngines)("projects ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  let clock = opened;
  let wakes = 0;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
    clock = opened;
    wakes = 0;
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });
  const projects = (enabled = true) =>
    projectStore(
      database,
      { enabled, siteUrl: "https://www.suryodaysolar.in", onMailQueued: () => wakes++ },
      { now: () => clock },
    );
  const leads = () => createLeadStore(database, { now: () => clock });
  const mail = () => createMailOutbox(database).listMail();
  const tokenOf = (text: string) => /\/project\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

  it("opens one project per lead, however often and from wherever, with steps by category", async () => {
    const { id } = await leads().saveQuote(quote(1));
    const results = await Promise.all([
      openProject(database.db, { leadKind: "quote", leadId: id, openedBy: staff, now: clock }),
      openProject(database.db, {
        leadKind: "quote",
        leadId: id,
        proposalId: 7,
        openedBy: { id: null, name: "The customer, accepting the proposal" },
        now: clock,
      }),
      projects().open({ leadKind: "quote", leadId: id, openedBy: staff }),
    ]);
    expect(new Set(results.map((project) => project?.id)).size).toBe(1);
    const project = (await projects().ofLead("quote", id))!;
    expect(project.proposalId).toBe(7);
    expect(await database.db.selectFrom("projects").selectAll().execute()).toHaveLength(1);
    const detail = (await projects().detail(project.id))!;
    expect(detail.steps.map((step) => step.applies)).toEqual(Array(11).fill(true));
    expect(detail.lead.name).toBe("Customer 1");
    // Opened in a transaction of the caller's (a proposal accepted): it rolls back with it.
    const other = await leads().saveQuote(quote(2));
    await expect(
      database.db.transaction().execute(async (trx) => {
        await openProject(trx, {
          leadKind: "quote",
          leadId: other.id,
          category: "business",
          openedBy: staff,
          now: clock,
        });
        throw new Error("the proposal's acceptance failed");
      }),
    ).rejects.toThrow();
    expect(await projects().ofLead("quote", other.id)).toBeUndefined();
    const business = (await openProject(database.db, {
      leadKind: "quote",
      leadId: other.id,
      category: "business",
      openedBy: staff,
      now: clock,
    }))!;
    const steps = (await projects().detail(business.id))!.steps;
    expect(steps.filter((step) => !step.applies).map((step) => step.id)).toEqual([
      "portal-registration",
      "portal-upload",
      "bank-details",
      "central-subsidy",
      "state-subsidy",
    ]);
    expect(
      await openProject(database.db, {
        leadKind: "quote",
        leadId: 999,
        openedBy: staff,
        now: clock,
      }),
    ).toBeUndefined();
  });

  it("saves a step into the lead's timeline, and a step done e-mails the customer in their language with a link", async () => {
    const { id } = await leads().saveQuote(quote(1, "or"));
    const project = (await projects().open({ leadKind: "quote", leadId: id, openedBy: staff }))!;
    const store = projects();
    expect(
      await store.saveStep(
        project.id,
        "portal-registration",
        { ...blank, expectedOn: "2027-01-10", staffNote: "Call after 5 pm" },
        { actor: staff, emailCustomer: true },
      ),
    ).toEqual({ outcome: "saved", emailed: false, markedDone: false });
    expect(await mail()).toHaveLength(0);
    clock = new Date("2027-01-08T06:00:00.000Z");
    expect(
      await store.saveStep(
        project.id,
        "portal-registration",
        {
          ...blank,
          expectedOn: "2027-01-10",
          staffNote: "Call after 5 pm",
          doneOn: "2027-01-08",
          reference: "NP-OD-123",
        },
        { actor: staff, emailCustomer: true },
      ),
    ).toEqual({ outcome: "saved", emailed: true, markedDone: true });
    expect(wakes).toBe(1);
    const [sent] = await mail();
    expect(sent!.to).toEqual(["customer-1@example.com"]);
    expect(sent!.subject).toBe("ଆପଣଙ୍କ ସୋଲାର ପ୍ରକଳ୍ପ: “ଜାତୀୟ ପୋର୍ଟାଲରେ ପଞ୍ଜିକରଣ” ପର୍ଯ୍ୟାୟ ସମ୍ପୂର୍ଣ୍ଣ");
    // No word twice in a row (the subject once read "… ସରିଛି ସରିଛି" for some steps).
    expect(sent!.subject).not.toMatch(/(?<![\p{L}\p{M}])([\p{L}\p{M}]+)\s+\1(?![\p{L}\p{M}])/u);
    expect(sent!.text).toContain("https://www.suryodaysolar.in/or/project/");
    const token = tokenOf(sent!.text);
    const link = await findPrivateLink(database.db, "project", token, clock);
    expect(link?.subjectId).toBe(String(project.id));
    expect(Date.parse(link!.expiresAt)).toBe(clock.getTime() + projectLinkLifeMs);

    // Unticked: saved, no e-mail. Unchanged: nothing recorded.
    expect(
      await store.saveStep(
        project.id,
        "discom-feasibility",
        { ...blank, doneOn: "2027-01-08", customerNote: "Waived by TPCODL" },
        { actor: staff, emailCustomer: false },
      ),
    ).toEqual({ outcome: "saved", emailed: false, markedDone: true });
    expect(await mail()).toHaveLength(1);
    expect(
      await store.saveStep(
        project.id,
        "discom-feasibility",
        { ...blank, doneOn: "2027-01-08", customerNote: "Waived by TPCODL" },
        { actor: staff, emailCustomer: true },
      ),
    ).toEqual({ outcome: "unchanged" });

    const timeline = (await inboxQueries(database).detail("quote", id))!.timeline.map(
      describeEvent,
    );
    expect(timeline).toEqual([
      "Project step done: DISCOM feasibility (no e-mail)",
      "Project step done: Registration on the national portal (customer e-mailed)",
      "Project step “Registration on the national portal” changed: expected date, staff note",
      "Project opened (home)",
    ]);
  });

  it("a new link leaves the old open until staff revoke them all", async () => {
    const { id } = await leads().saveQuote(quote(1));
    const project = (await projects().open({ leadKind: "quote", leadId: id, openedBy: staff }))!;
    const first = (await projects().sendLink(project.id, staff))!;
    const second = (await projects().sendLink(project.id, staff))!;
    expect(first.emailed).toBe(true);
    expect(first.link).toMatch(/^https:\/\/www\.suryodaysolar\.in\/project\//);
    for (const { link } of [first, second]) {
      expect(await findPrivateLink(database.db, "project", tokenOf(link), clock)).not.toBeNull();
    }
    expect(await projects().revokeLinks(project.id, staff)).toBe(2);
    for (const { link } of [first, second]) {
      expect(await findPrivateLink(database.db, "project", tokenOf(link), clock)).toBeNull();
    }
    // Without e-mail set up the link is made and shown to staff, nothing queued.
    const quiet = (await projects(false).sendLink(project.id, staff))!;
    expect(quiet.emailed).toBe(false);
    expect(await mail()).toHaveLength(2);
  });

  it("the board shows where each stands and flags a stalled one once the clock passes the limit", async () => {
    const a = await leads().saveQuote(quote(1));
    const b = await leads().saveQuote(quote(2));
    const first = (await projects().open({ leadKind: "quote", leadId: a.id, openedBy: staff }))!;
    await projects().open({ leadKind: "quote", leadId: b.id, openedBy: staff });
    clock = new Date("2027-01-20T05:00:00.000Z");
    await projects().saveStep(
      first.id,
      "portal-registration",
      { ...blank, doneOn: "2027-01-20" },
      { actor: staff, emailCustomer: false },
    );
    const board = await projects().board("2027-01-25");
    expect(board.map((project) => project.standing.current?.id)).toEqual([
      "discom-feasibility",
      "portal-registration",
    ]);
    expect(board.every((project) => project.stalls.length === 0)).toBe(true);
    // Opened 4 January: on the 25th, 21 days; on the 26th, 22 (stalled). The other moved on the 20th.
    expect(await projects().stalledCount("2027-01-25")).toBe(0);
    expect(await projects().stalledCount("2027-01-26")).toBe(1);
    const stalled = (await projects().board("2027-01-26")).find(
      (project) => project.stalls.length,
    )!;
    expect(stalled.name).toBe("Customer 2");
    expect(stalled.stalls[0]!.reason).toContain("21 days");
  });

  it("a person's erasure deletes their projects, steps, links and e-mails; the purge keeps a customer", async () => {
    const { id } = await leads().saveQuote(quote(1));
    const keep = await leads().saveQuote(quote(2));
    const project = (await projects().open({ leadKind: "quote", leadId: id, openedBy: staff }))!;
    const other = (await projects().open({ leadKind: "quote", leadId: keep.id, openedBy: staff }))!;
    await projects().saveStep(
      project.id,
      "portal-registration",
      { ...blank, doneOn: "2027-01-04", customerNote: "Application made" },
      { actor: staff, emailCustomer: true },
    );
    const { link } = (await projects().sendLink(project.id, staff))!;
    await projects().sendLink(other.id, staff);
    // The person's copy of their data (issue 23's registry) holds their project and its steps.
    const copy = await personalDataOf(database.db, database.engine, {
      email: "CUSTOMER-1@example.com",
    });
    expect(copy.projects).toEqual([expect.objectContaining({ id: project.id })]);
    expect(copy.project_steps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step: "portal-registration", customer_note: "Application made" }),
      ]),
    );
    expect(copy.project_steps!.every((step) => step.project_id === project.id)).toBe(true);

    const request = await leads().savePrivacyRequest({
      email: "customer-1@example.com",
      phone: "",
      message: "",
    });
    const counts = await erasePerson(database, request.id, owner);
    expect(counts).toMatchObject({ quote: 1, project: 1 });
    expect(await projects().detail(project.id)).toBeUndefined();
    expect(
      await database.db.selectFrom("project_steps").select("project_id").distinct().execute(),
    ).toEqual([{ project_id: other.id }]);
    expect(await findPrivateLink(database.db, "project", tokenOf(link), clock)).toBeNull();
    // Left: the other customer's project link, and the withdraw link of their e-mail (issue 23).
    expect(
      await database.db
        .selectFrom("private_links")
        .select(["purpose", "subject_id"])
        .distinct()
        .orderBy("purpose")
        .execute(),
    ).toEqual([
      { purpose: "privacy", subject_id: "withdraw:customer-2@example.com" },
      { purpose: "project", subject_id: String(other.id) },
    ]);
    expect((await mail()).map((sent) => sent.to[0])).toEqual(["customer-2@example.com"]);
    const after = await personalDataOf(database.db, database.engine, {
      email: "customer-1@example.com",
    });
    expect([after.projects, after.project_steps]).toEqual([[], []]);
    // Years later the retention purge runs: customers with a project stay, a prospect goes.
    const prospect = await leads().saveQuote(quote(3));
    const cutoff = new Date("2030-01-01T00:00:00.000Z");
    expect(await purgeProspectsOlderThan(database, cutoff)).toEqual({ contact: 0, quote: 1 });
    expect(await inboxQueries(database).detail("quote", keep.id)).toBeDefined();
    expect(await inboxQueries(database).detail("quote", prospect.id)).toBeUndefined();
    expect(await projects().detail(other.id)).toBeDefined();
  });
});
