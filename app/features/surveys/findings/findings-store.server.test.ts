import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "~/lib/db/database.server";
import { type TestDatabase, testEngines } from "~/lib/db/test-databases";
import { estimateSystem } from "~/lib/estimate";
import { erasePerson } from "~/features/privacy/erasure.server";
import { proposalStore } from "~/features/proposals/index.server";
import { createLeadStore } from "~/lib/leads/lead-store.server";
import { personalDataOf } from "~/lib/privacy/personal-data.server";
import { projectCopy } from "~/content/copy/en/project";
import { findingsStore } from "./findings-store.server";
import { findingsSchema, findingsSummary, type SurveyFindings } from "./survey-findings";

// Issue 35 on both engines: what the engineer records at the roof, the proposal's first draft
// starting from the size they recommend, the customer's summary, and the person's copy and
// erasure holding the record and its photos.

const staff = { id: "staff-1", name: "Ravi Mohanty" };
const owner = {
  id: "owner-1",
  name: "Owner",
  email: "owner@example.com",
  role: "owner" as const,
  twoFactor: false,
};
const quote = (n: number) => ({
  name: `Customer ${n}`,
  email: `customer-${n}@example.com`,
  phone: `+91 94370 5555${n}`,
  address: "",
  location: "751007",
  product: "solar-panels" as const,
  roofSize: 50,
  monthlyBill: 100,
  message: "",
  estimate: {
    basis: "spec-dollars" as const,
    ...estimateSystem({ roofSize: 50, monthlyBill: 100 }),
  },
});
const posted = {
  engineer: "Ravi Mohanty",
  surveyedOn: "2027-01-12",
  usableAreaM2: "38.5",
  facing: "s",
  tiltDegrees: "10",
  shading: "morning",
  roofType: "rcc",
  roofCondition: "good",
  meterPhase: "single",
  sanctionedLoadKw: "5",
  recommendedKw: "3.3",
  note: "The water tank shades the north-east corner before 9 am.",
};

describe("the survey findings form", () => {
  it("reads what was posted, and refuses what cannot be", () => {
    const read = findingsSchema.safeParse(posted);
    expect(read.success && read.data).toMatchObject({
      usableAreaM2: 38.5,
      tiltDegrees: 10,
      recommendedKw: 3.3,
      facing: "s",
    });
    expect(findingsSchema.safeParse({ ...posted, recommendedKw: "three" }).success).toBe(false);
    expect(findingsSchema.safeParse({ ...posted, facing: "up" }).success).toBe(false);
    expect(findingsSchema.safeParse({ ...posted, surveyedOn: "2027-02-30" }).success).toBe(false);
    const blank = findingsSchema.safeParse({ ...posted, recommendedKw: "", facing: "" });
    expect(blank.success && [blank.data.recommendedKw, blank.data.facing]).toEqual([null, ""]);
  });

  it("tells the customer what was recorded, in their words", () => {
    const findings = findingsSchema.parse(posted) as SurveyFindings;
    expect(findingsSummary(findings, projectCopy.survey, String)).toEqual([
      "Usable roof area: 38.5 m²",
      "The roof faces: south",
      "Tilt: 10°",
      "Shade: in the morning only",
      "Roof: concrete (RCC), in good condition",
      "Electricity connection: single-phase",
      "Recommended size: 3.3 kW",
    ]);
  });
});

describe.each(testEngines)("survey findings ($engine)", ({ create }) => {
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

  it("keeps the record and its photos; the proposal starts from the size recommended", async () => {
    const findings = findingsStore(database);
    const leads = createLeadStore(database);
    const { id } = await leads.saveQuote(quote(1));
    const other = await leads.saveQuote(quote(2));
    expect(await findings.save(id, findingsSchema.parse(posted) as SurveyFindings, staff)).toBe(
      "saved",
    );
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#888" },
    })
      .jpeg()
      .toBuffer();
    expect(await findings.addPhoto(id, { bytes: photo, name: "roof.jpg" }, staff)).toEqual({
      ok: true,
    });
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    expect(await findings.addPhoto(id, { bytes: pdf, name: "roof.pdf" }, staff)).toEqual({
      ok: false,
      problem: "notADocument",
    });
    const [fileId] = await findings.photos(id);
    expect(await findings.photo(id, fileId!)).toBeDefined();
    expect(await findings.photo(other.id, fileId!)).toBeUndefined();

    const proposals = proposalStore(database, {
      enabled: false,
      siteUrl: "https://x.in",
      notifyTo: [],
    });
    const drafted = await proposals.createDraft(id, { id: "s", name: "S" }, "2027-01-13");
    expect(drafted.outcome === "done" && drafted.proposal.versions[0]!.inputs.sizeKw).toBe(3.3);
    const plain = await proposals.createDraft(other.id, { id: "s", name: "S" }, "2027-01-13");
    expect(plain.outcome === "done" && plain.proposal.versions[0]!.inputs.sizeKw).not.toBe(3.3);

    const copy = await personalDataOf(database.db, database.engine, {
      email: "customer-1@example.com",
    });
    expect(copy.survey_findings).toEqual([expect.objectContaining({ recommended_kw: 3.3 })]);
    expect(copy.survey_finding_photos).toHaveLength(1);
    expect(copy.private_files).toEqual([expect.objectContaining({ id: fileId })]);

    const request = await leads.savePrivacyRequest({
      email: "customer-1@example.com",
      phone: "",
      message: "",
    });
    await erasePerson(database, request.id, owner);
    expect(await findings.of(id)).toBeNull();
    expect(await database.db.selectFrom("private_files").select("id").execute()).toEqual([]);
  });
});
