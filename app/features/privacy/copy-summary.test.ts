import { describe, expect, it } from "vitest";
import { summariseCopy } from "./copy-summary";

const records = {
  quote_requests: [
    {
      id: 3,
      created_at: "2026-11-24T06:00:00.000Z",
      name: "Gita Panda",
      phone: "+91 94370 12345",
      address: "",
      location: "751001",
      roof_size: 50,
      message: "South roof",
    },
  ],
  consent_records: [
    { created_at: "2026-11-24T06:00:00.000Z", purpose: "newsletter", action: "given" },
  ],
  lead_events: [
    {
      type: "note",
      created_at: "2026-11-25T06:00:00.000Z",
      details: JSON.stringify({ text: "Prefers a call after 5 pm" }),
    },
    { type: "status", created_at: "2026-11-25T06:00:00.000Z", details: "{}" },
  ],
  project_steps: [
    {
      step: "installation-done",
      applies: 1,
      done_on: "2027-01-10",
      expected_on: null,
      customer_note: "",
      staff_note: "Ladder needed",
    },
  ],
  private_links: [
    {
      purpose: "survey",
      created_at: "2026-11-24T06:00:00.000Z",
      expires_at: "2026-12-24T06:00:00.000Z",
      revoked_at: null,
    },
  ],
  mail_outbox: [],
};

describe("the copy of a person's data, as a page", () => {
  it("names each kind of record and each field in the person's language, nothing empty", () => {
    const sections = summariseCopy(records, "or");
    expect(sections.map((section) => section.id)).toEqual([
      "quote",
      "consents",
      "projects",
      "notes",
      "links",
    ]);
    const quote = sections[0]!.items[0]!;
    expect(quote.heading).toBe("24 ନଭେମ୍ବର 2026");
    expect(quote.lines).toContainEqual(["ଛାତର ମାପ", "50 m²"]);
    expect(quote.lines.map(([label]) => label)).not.toContain("ଠିକଣା");
    expect(JSON.stringify(sections)).not.toMatch(/created_at|roof_size|lead_events/);
  });

  it("shows what staff wrote about the person, labelled as theirs", () => {
    const sections = summariseCopy(records, "en");
    const notes = sections.find((section) => section.id === "notes")!;
    expect(notes.note).toContain("Internal notes our staff keep");
    expect(notes.items).toEqual([
      { heading: expect.any(String), lines: [["What", "Prefers a call after 5 pm"]] },
    ]);
    const step = sections.find((section) => section.id === "projects")!.items[0]!;
    expect(step.lines).toContainEqual(["Our staff's own note", "Ladder needed"]);
  });
});
