import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { projectStore } from "~/features/projects/index.server";
import { surveyStore } from "~/features/surveys/index.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { leadTimeline } from "~/lib/lead-core/lead-state.server";
import { createMailOutbox } from "~/lib/mail/mail-outbox.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { setWhatsAppChannel } from "~/lib/whatsapp/whatsapp-outbox.server";
import { serviceStore } from "./service-store.server";

// Issue 36 on both engines: a "no power" request from a project becomes an urgent ticket, the
// customer is e-mailed in their language at each step, it is overdue when its 48 hours pass
// without a visit, a visit takes a survey slot's place (never two in one), and the person's
// copy and erasure hold the tickets and their photos.

const staff = { id: "staff-1", name: "Priya Das" };
const owner = {
  id: "owner-1",
  name: "Owner",
  email: "owner@example.com",
  role: "owner" as const,
  twoFactor: false,
};
// Monday 3 May 2027, 10:00 in Kolkata.
const monday = new Date("2027-05-03T04:30:00.000Z");
const quote = (n: number, language: "en" | "or" = "en") => ({
  name: `Customer ${n}`,
  email: `customer-${n}@example.com`,
  phone: `+91 94370 5555${n}`,
  address: "",
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
const noPower = {
  problem: "no-power" as const,
  errorCode: "",
  since: "This morning",
  details: "",
  preferred: "Any morning",
};

describe.each(testEngines)("service tickets ($engine)", ({ create }) => {
  let target: TestDatabase;
  let database: AppDatabase;
  let clock = monday;
  beforeEach(async () => {
    target = await create();
    database = await openDatabase(target.url);
    clock = monday;
  });
  afterEach(async () => {
    await database.close();
    await target.cleanup();
  });
  const settings = { enabled: true, siteUrl: "https://www.suryodaysolar.in" };
  const store = () =>
    serviceStore(
      database,
      surveyStore(database, { ...settings, notifyTo: [] }, { now: () => clock }),
      settings,
      { now: () => clock },
    );
  async function project(n: number, language: "en" | "or" = "en") {
    const { id } = await createLeadStore(database).saveQuote(quote(n, language));
    const projects = projectStore(database, { enabled: false, siteUrl: settings.siteUrl });
    const opened = await projects.open({ leadKind: "quote", leadId: id, openedBy: staff });
    return { projectId: opened!.id, leadId: id };
  }
  const mail = () => createMailOutbox(database).listMail();

  it("makes an urgent ticket of 'no power', overdue after 48 hours, and tells the customer each step", async () => {
    const { projectId, leadId } = await project(1, "or");
    const asked = await store().request(projectId, noPower, { language: "or" });
    expect(asked).toEqual({ ok: true, reference: "SR-0001" });
    const [received] = await mail();
    expect(received).toMatchObject({ to: ["customer-1@example.com"] });
    expect(received!.subject).toBe("ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ SR-0001");
    expect(received!.text).toMatch(/\/or\/project\/\[token\]|\/or\/project\/[\w-]{43}/);

    clock = new Date(monday.getTime() + 47 * 3600_000);
    expect(await store().overdueCount(clock)).toBe(0);
    clock = new Date(monday.getTime() + 49 * 3600_000);
    expect(await store().overdueCount(clock)).toBe(1);
    const [queued] = await store().queue(clock);
    expect(queued).toMatchObject({ reference: "SR-0001", overdue: true, name: "Customer 1" });

    // Thursday 6 May 2027, 10:00–12:00 in Kolkata: the visit takes the slot's one place.
    const slot = "2027-05-06T04:30:00.000Z";
    expect(await store().bookVisit(1, slot, staff, { today: "2027-05-05" })).toBe("saved");
    expect(await store().overdueCount(clock)).toBe(0);
    const other = await project(2);
    await store().request(other.projectId, { ...noPower, problem: "cleaning" }, { language: "en" });
    expect(await store().bookVisit(2, slot, staff, { today: "2027-05-05" })).toBe("taken");
    expect(await store().resolve(1, "Replaced the DC fuse.", "DC fuse", staff)).toBe("saved");
    // The visit's place is free again once resolved.
    expect(await store().bookVisit(2, slot, staff, { today: "2027-05-05" })).toBe("saved");

    const subjects = (await mail())
      .filter((message) => message.to[0] === "customer-1@example.com")
      .map((message) => message.subject);
    expect(subjects).toEqual([
      "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ SR-0001",
      "ସେବା ପରିଦର୍ଶନ ସ୍ଥିର: SR-0001",
      "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ SR-0001 ସମାଧାନ ହେଲା",
    ]);
    const timeline = await leadTimeline(database.db, { kind: "quote", id: leadId });
    expect(
      timeline
        .filter((event) => event.type === "service")
        .map((event) => event.type === "service" && event.action),
    ).toEqual(["resolved", "visit", "requested"]);
  });

  it("keeps a request's photo private, in the person's copy, and erases it with them", async () => {
    const { projectId } = await project(1);
    const other = await project(2);
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#444" },
    })
      .jpeg()
      .toBuffer();
    await store().request(projectId, noPower, {
      language: "en",
      photo: { bytes: photo, name: "inverter.jpg" },
    });
    await store().request(other.projectId, noPower, { language: "en" });
    const { photos } = (await store().detail(1))!;
    expect(photos).toHaveLength(1);
    expect(await store().photo(1, photos[0]!)).toBeDefined();
    expect(await store().photo(2, photos[0]!)).toBeUndefined();
    await store().bookVisit(1, "2027-05-05T04:30:00.000Z", staff, { today: "2027-05-03" });

    const copy = await personalDataOf(database.db, database.engine, {
      email: "customer-1@example.com",
    });
    expect(copy.service_tickets).toEqual([expect.objectContaining({ id: 1, problem: "no-power" })]);
    expect(copy.service_ticket_photos).toHaveLength(1);
    expect(copy.private_files).toEqual([expect.objectContaining({ id: photos[0] })]);

    const request = await createLeadStore(database).savePrivacyRequest({
      email: "customer-1@example.com",
      phone: "",
      message: "",
    });
    await erasePerson(database, request.id, owner);
    expect(await store().detail(1)).toBeUndefined();
    expect(await database.db.selectFrom("private_files").select("id").execute()).toEqual([]);
    // The erased ticket's visit no longer holds the slot.
    expect(await database.db.selectFrom("survey_places").selectAll().execute()).toEqual([]);
    expect(await store().detail(2)).toBeDefined();
  });

  it("lets the customer move and cancel their own visit, each with its calendar file, never another's", async () => {
    const { projectId, leadId } = await project(1);
    const other = await project(2);
    await store().request(projectId, noPower, { language: "en" });
    await store().request(other.projectId, noPower, { language: "en" });
    const first = "2027-05-05T04:30:00.000Z";
    const later = "2027-05-06T04:30:00.000Z";
    const today = { today: "2027-05-03" as const };
    expect(await store().bookVisit(1, first, staff, today)).toBe("saved");
    const customer = { id: null, name: "The customer" };
    // Another customer's page cannot move it, nor a ticket with no visit yet.
    expect(
      await store().bookVisit(1, later, customer, { ...today, ofProject: other.projectId }),
    ).toBe("notFound");
    expect(
      await store().bookVisit(2, later, customer, { ...today, ofProject: other.projectId }),
    ).toBe("invalid");
    clock = new Date(monday.getTime() + 60_000);
    expect(await store().bookVisit(1, later, customer, { ...today, ofProject: projectId })).toBe(
      "saved",
    );
    // The first slot is free again: the other ticket takes it.
    expect(await store().bookVisit(2, first, staff, today)).toBe("saved");
    clock = new Date(monday.getTime() + 120_000);
    expect(await store().cancelVisit(1, customer, { ofProject: projectId })).toBe("saved");
    expect((await store().detail(1))!.ticket).toMatchObject({ state: "new", visitAt: null });
    expect(await store().cancelVisit(1, customer, { ofProject: projectId })).toBe("invalid");

    const files = (await mail())
      .filter((message) => message.to[0] === "customer-1@example.com")
      .flatMap((message) => message.attachments ?? [])
      .map((file) => String(file.content));
    expect(files).toHaveLength(3);
    expect(files[0]).toContain("SEQUENCE:0");
    expect(files[1]).toMatch(/SEQUENCE:60\r\n[\s\S]*DTSTART:20270506T043000Z/);
    expect(files[2]).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:120/);
    const timeline = await leadTimeline(database.db, { kind: "quote", id: leadId });
    expect(timeline[0]).toMatchObject({ type: "service", action: "visit-cancelled" });
  });

  it("sends each moment's WhatsApp twin to a customer who agreed to WhatsApp, and none to one who did not", async () => {
    setWhatsAppChannel({ templateLocales: ["en", "or"] });
    try {
      const { id } = await createLeadStore(database).saveQuote({
        ...quote(3, "or"),
        consents: ["whatsapp"],
        noticeVersion: "2026-11-29",
      });
      const projects = projectStore(database, { enabled: false, siteUrl: settings.siteUrl });
      const opened = await projects.open({ leadKind: "quote", leadId: id, openedBy: staff });
      const quiet = await project(4);
      await store().request(opened!.id, noPower, { language: "or" });
      await store().request(quiet.projectId, noPower, { language: "en" });
      await store().bookVisit(1, "2027-05-05T04:30:00.000Z", staff, { today: "2027-05-03" });
      const sent = await database.db
        .selectFrom("whatsapp_messages")
        .select(["template", "language", "params", "lead_id"])
        .orderBy("id")
        .execute();
      expect(sent.map((row) => [row.template, row.language, row.lead_id])).toEqual([
        ["service_update", "or", id],
        ["service_update", "or", id],
      ]);
      const bodies = sent.map((row) => (JSON.parse(row.params!) as { body: string[] }).body);
      expect(bodies[0]).toEqual(["Customer 3", "SR-0001", "ମିଳିଛି: ଆଦୌ ବିଜୁଳି ମିଳୁନାହିଁ"]);
      expect(bodies[1]![2]).toMatch(/ପରିଦର୍ଶନ ସ୍ଥିର$/);
    } finally {
      setWhatsAppChannel(null);
    }
  });
});
