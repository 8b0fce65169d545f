import { describe, expect, it } from "vitest";
import {
  byDimension,
  figureQuery,
  firstContact,
  funnel,
  type LeadRecord,
  leadsBehind,
  nextWorkingDayEnd,
  readFigure,
} from "./dashboard-figures";

const lead = (id: number, fields: Partial<LeadRecord> = {}): LeadRecord => ({
  kind: "quote",
  id,
  name: `Lead ${id}`,
  // Monday 3 May 2027, 10:00 in Kolkata.
  createdAt: "2027-05-03T04:30:00.000Z",
  channel: "direct",
  landingPage: "/",
  language: "en",
  pinArea: "751",
  form: "quote",
  device: "phone",
  assignee: "",
  status: "new",
  reached: {},
  ...fields,
});

describe("the dashboard's figures", () => {
  it("counts the funnel by the furthest stage reached, with each conversion and median days", () => {
    const leads = [
      lead(1),
      lead(2, { reached: { contacted: "2027-05-03T06:30:00.000Z" } }),
      lead(3, {
        reached: {
          contacted: "2027-05-04T04:30:00.000Z",
          surveyBooked: "2027-05-05T04:30:00.000Z",
          proposalSent: "2027-05-09T04:30:00.000Z",
        },
      }),
      // Staff skipped the survey: it still counts as having got that far.
      lead(4, {
        status: "won",
        reached: { contacted: "2027-05-03T05:30:00.000Z", accepted: "2027-05-10T04:30:00.000Z" },
      }),
    ];
    const steps = funnel(leads);
    expect(steps.map((step) => [step.stage, step.count])).toEqual([
      ["lead", 4],
      ["contacted", 3],
      ["surveyBooked", 2],
      ["surveyDone", 2],
      ["proposalSent", 2],
      ["accepted", 1],
      ["installed", 0],
      ["commissioned", 0],
      ["credited", 0],
    ]);
    expect(steps[1]).toMatchObject({ conversion: 0.75 });
    // From the lead to the first contact: 2 h, 24 h and 1 h → the median is 2 h.
    expect(steps[1]!.medianDays).toBeCloseTo(0.1, 1);
    expect(steps[6]).toMatchObject({ conversion: 0, medianDays: null });
  });

  it("counts leads and wins by source, and lists exactly the leads behind a figure", () => {
    const leads = [
      lead(1, { channel: "ad-google" }),
      lead(2, { channel: "ad-google", status: "won" }),
      lead(3, { channel: "referral" }),
    ];
    expect(byDimension(leads, "channel")).toEqual([
      { value: "ad-google", leads: 2, won: 1 },
      { value: "referral", leads: 1, won: 0 },
    ]);
    const figure = { kind: "dimension", dimension: "channel", value: "ad-google" } as const;
    expect(leadsBehind(leads, figure).map((row) => row.id)).toEqual([1, 2]);
    expect(leadsBehind(leads, { ...figure, won: true }).map((row) => row.id)).toEqual([2]);
    expect(readFigure(new URLSearchParams(figureQuery({ ...figure, won: true })))).toEqual({
      ...figure,
      won: true,
    });
    expect(readFigure(new URLSearchParams("figure=stage&stage=nonsense"))).toBeNull();
  });

  it("measures the first contact against the end of the next working day", () => {
    // Saturday 8 May 2027, 19:00 in Kolkata: Sunday is no working day; Monday's end is in time.
    expect(new Date(nextWorkingDayEnd("2027-05-08T13:30:00.000Z")).toISOString()).toBe(
      "2027-05-10T18:30:00.000Z",
    );
    // Friday night in Kolkata (Saturday is a working day), and Sunday (Monday is the next).
    expect(new Date(nextWorkingDayEnd("2027-05-07T18:29:59.999Z")).toISOString()).toBe(
      "2027-05-08T18:30:00.000Z",
    );
    expect(new Date(nextWorkingDayEnd("2027-05-08T18:30:00.000Z")).toISOString()).toBe(
      "2027-05-10T18:30:00.000Z",
    );
    const contact = firstContact([
      lead(1, { reached: { contacted: "2027-05-03T08:30:00.000Z" } }),
      lead(2, { reached: { contacted: "2027-05-06T04:30:00.000Z" } }),
      lead(3),
    ]);
    expect(contact).toEqual({
      medianHours: 38,
      withinWorkingDay: 0.5,
      contacted: 2,
      notContacted: 1,
    });
  });
});
