import { describe, expect, it } from "vitest";
import { firstCallDue } from "./first-call";

/** An instant in Kolkata, for reading. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe("the first call to a new enquiry", () => {
  it("is due the next working day at the hour it came", () => {
    // Tuesday 24 November 2026, 11:30 → Wednesday 11:30.
    expect(firstCallDue(ist("2026-11-24T11:30:00"))).toEqual(ist("2026-11-25T11:30:00"));
  });

  it("skips Sunday", () => {
    // Saturday → Monday; Sunday → Monday.
    expect(firstCallDue(ist("2026-11-28T15:00:00"))).toEqual(ist("2026-11-30T15:00:00"));
    expect(firstCallDue(ist("2026-11-29T12:00:00"))).toEqual(ist("2026-11-30T12:00:00"));
  });

  it("keeps inside office hours, in Kolkata's day whatever the server's zone", () => {
    expect(firstCallDue(ist("2026-11-24T22:45:00"))).toEqual(ist("2026-11-25T18:00:00"));
    expect(firstCallDue(ist("2026-11-24T06:10:00"))).toEqual(ist("2026-11-25T10:00:00"));
    // 20:00 UTC on Monday is 01:30 on Tuesday in India.
    expect(firstCallDue(new Date("2026-11-23T20:00:00Z"))).toEqual(ist("2026-11-25T10:00:00"));
  });
});
