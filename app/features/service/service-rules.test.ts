import { describe, expect, it } from "vitest";
import { dueAt, isOverdue, priorityOf, ticketReference, warrantyOn } from "./service-rules";

describe("service tickets' rules", () => {
  const opened = new Date("2027-05-03T04:30:00.000Z");

  it("promises a visit within 48 hours for no power and within 7 days otherwise", () => {
    expect(priorityOf("no-power")).toBe("urgent");
    expect(priorityOf("cleaning")).toBe("normal");
    expect(dueAt(opened, "urgent").toISOString()).toBe("2027-05-05T04:30:00.000Z");
    expect(dueAt(opened, "normal").toISOString()).toBe("2027-05-10T04:30:00.000Z");
  });

  it("flags a ticket overdue once its time passes without a visit booked", () => {
    const ticket = { state: "new" as const, dueAt: "2027-05-05T04:30:00.000Z" };
    expect(isOverdue(ticket, new Date("2027-05-05T04:29:00.000Z"))).toBe(false);
    expect(isOverdue(ticket, new Date("2027-05-05T04:31:00.000Z"))).toBe(true);
    expect(isOverdue({ ...ticket, state: "visit-booked" }, new Date("2027-06-01"))).toBe(false);
    expect(isOverdue({ ...ticket, state: "resolved" }, new Date("2027-06-01"))).toBe(false);
  });

  it("reads the warranty from the register, and says when it does not know", () => {
    const part = { warrantyStart: "2027-01-10", warrantyEnd: "2032-01-09" };
    expect(warrantyOn(part, "2027-05-03")).toEqual({ state: "in", until: "2032-01-09" });
    expect(warrantyOn(part, "2032-01-09")).toEqual({ state: "in", until: "2032-01-09" });
    expect(warrantyOn(part, "2032-01-10")).toEqual({ state: "out", since: "2032-01-09" });
    expect(warrantyOn(undefined, "2027-05-03")).toEqual({ state: "unknown" });
    expect(warrantyOn({ warrantyStart: null, warrantyEnd: null }, "2027-05-03")).toEqual({
      state: "unknown",
    });
  });

  it("names a ticket as the customer quotes it", () => {
    expect(ticketReference(42)).toBe("SR-0042");
    expect(ticketReference(12345)).toBe("SR-12345");
  });
});
