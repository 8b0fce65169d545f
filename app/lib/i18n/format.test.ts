import { expect, it } from "vitest";
import { formatDate } from "./format";

it("writes dates day-first in Odia and as before in English", () => {
  expect(formatDate("2025-07-15", "en")).toBe("July 15, 2025");
  expect(formatDate("2025-07-15", "or")).toBe("15 ଜୁଲାଇ 2025");
  expect(formatDate("2026-01-01", "or")).toBe("1 ଜାନୁଆରୀ 2026");
});

it("writes every English date of 2024–2027 as en-US's long date did", () => {
  const reference = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const differences: string[] = [];
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
    const iso = new Date(time).toISOString().slice(0, 10);
    const theirs = reference.format(new Date(time));
    if (formatDate(iso, "en") !== theirs) differences.push(`${iso}: ${formatDate(iso, "en")}`);
  }
  expect(differences).toEqual([]);
});
