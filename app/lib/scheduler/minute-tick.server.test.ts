import { describe, expect, it } from "vitest";
import { startMinuteTick } from "./minute-tick.server";

describe("the minute tick", () => {
  it("runs every task with the clock read once per tick, at start and when asked", async () => {
    const seen: string[] = [];
    let now = new Date("2027-05-01T02:30:00.000Z");
    const scheduler = startMinuteTick({
      clock: () => now,
      intervalMs: 3_600_000,
      tasks: {
        first: async (at) => void seen.push(`first ${at.toISOString()}`),
        failing: async () => {
          throw new Error("database away");
        },
        second: async (at) => void seen.push(`second ${at.toISOString()}`),
      },
      log: { error: (context) => seen.push(`error ${context}`) },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    now = new Date("2027-05-01T02:31:00.000Z");
    await scheduler.tick();
    await scheduler.stop();
    await scheduler.tick();
    expect(seen).toEqual([
      "first 2027-05-01T02:30:00.000Z",
      "error scheduler: failing",
      "second 2027-05-01T02:30:00.000Z",
      "first 2027-05-01T02:31:00.000Z",
      "error scheduler: failing",
      "second 2027-05-01T02:31:00.000Z",
    ]);
  });
});
