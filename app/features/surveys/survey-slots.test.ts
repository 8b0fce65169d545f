import { addDays, kolkataInstant, weekdayOf } from "~/lib/time/kolkata-day";
import { describe, expect, it } from "vitest";
import { defaultSurveySettings, findSlot, freeSlots, slotsByDay, slotsOn } from "./survey-slots";

// 2027-05-01 is a Saturday; 2027-05-02 a Sunday; 2027-05-31 a Monday, the month's last day.
const saturdayMorning = new Date("2027-05-01T03:30:00Z"); // 09:00 IST

describe("survey slots", () => {
  it("by default: Monday to Saturday, 10–12, 12–14, 14–16 IST, one survey each", () => {
    expect(weekdayOf("2027-05-01")).toBe(6);
    expect(slotsOn(defaultSurveySettings, "2027-05-01").map((s) => s.startTime)).toEqual([
      "10:00",
      "12:00",
      "14:00",
    ]);
    expect(slotsOn(defaultSurveySettings, "2027-05-02")).toEqual([]);
    const [first] = slotsOn(defaultSurveySettings, "2027-05-03");
    expect(first).toEqual({
      start: "2027-05-03T04:30:00.000Z",
      end: "2027-05-03T06:30:00.000Z",
      day: "2027-05-03",
      startTime: "10:00",
      endTime: "12:00",
      capacity: 1,
    });
  });

  it("lists 14 days from today, skipping Sunday and today's slots already started", () => {
    const atNoonSaturday = new Date("2027-05-01T06:45:00Z"); // 12:15 IST
    const free = freeSlots(defaultSurveySettings, new Map(), "2027-05-01", 14, atNoonSaturday);
    // Saturday 1 May: only 14:00 is left; Sundays 2 and 9 May have none.
    expect(free[0]!.start).toBe(kolkataInstant("2027-05-01", "14:00").toISOString());
    const days = slotsByDay(free).map((group) => group.day);
    expect(days).not.toContain("2027-05-02");
    expect(days).not.toContain("2027-05-09");
    expect(days.at(-1)).toBe("2027-05-14");
    // 1 + 11 working days × 3.
    expect(free).toHaveLength(1 + 11 * 3);
  });

  it("leaves out days off and full slots, and crosses the month's end", () => {
    const settings = {
      weekly: defaultSurveySettings.weekly.map((slot) => ({ ...slot, capacity: 2 })),
      daysOff: [{ day: "2027-06-01", reason: "Raja festival" }],
    };
    const mayEnd = new Date("2027-05-30T18:30:00Z"); // midnight IST, 31 May
    const booked = new Map([
      [kolkataInstant("2027-05-31", "10:00").toISOString(), 2],
      [kolkataInstant("2027-05-31", "12:00").toISOString(), 1],
    ]);
    const free = freeSlots(settings, booked, "2027-05-31", 3, mayEnd);
    expect(free.map((slot) => `${slot.day} ${slot.startTime} ${slot.free}`)).toEqual([
      "2027-05-31 12:00 1",
      "2027-05-31 14:00 2",
      "2027-06-02 10:00 2",
      "2027-06-02 12:00 2",
      "2027-06-02 14:00 2",
    ]);
    expect(addDays("2027-05-31", 1)).toBe("2027-06-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("finds a slot only inside the window, on a working day, not yet started", () => {
    const monday = kolkataInstant("2027-05-03", "10:00").toISOString();
    expect(findSlot(defaultSurveySettings, monday, "2027-05-01", 14, saturdayMorning)?.day).toBe(
      "2027-05-03",
    );
    const sunday = kolkataInstant("2027-05-02", "10:00").toISOString();
    expect(findSlot(defaultSurveySettings, sunday, "2027-05-01", 14, saturdayMorning)).toBe(
      undefined,
    );
    const tooFar = kolkataInstant("2027-05-15", "10:00").toISOString();
    expect(findSlot(defaultSurveySettings, tooFar, "2027-05-01", 14, saturdayMorning)).toBe(
      undefined,
    );
    const started = kolkataInstant("2027-05-01", "10:00").toISOString();
    expect(
      findSlot(defaultSurveySettings, started, "2027-05-01", 14, new Date("2027-05-01T04:31:00Z")),
    ).toBe(undefined);
  });
});
