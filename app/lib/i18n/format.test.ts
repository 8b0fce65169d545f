import { expect, it } from "vitest";
import { formatDate } from "./format";

it("writes dates day-first in Odia and as before in English", () => {
  expect(formatDate("2025-07-15", "en")).toBe("July 15, 2025");
  expect(formatDate("2025-07-15", "or")).toBe("15 ଜୁଲାଇ 2025");
  expect(formatDate("2026-01-01", "or")).toBe("1 ଜାନୁଆରୀ 2026");
});
