import { describe, expect, it } from "vitest";
import { composeLeadEmail } from "./lead-email";

describe("the sales desk's e-mail of a privacy request", () => {
  const request = {
    kind: "privacy" as const,
    id: 4,
    createdAt: "2026-11-24T06:00:00.000Z",
    language: "or" as const,
    email: "gita@example.in",
    phone: "",
    message: "",
    noticeVersion: "2026-11-24",
  };

  it("names the request as it was made, with the rules' 90 days (issue 30)", () => {
    const copy = composeLeadEmail({ ...request, requestKind: "copy" });
    expect(copy.subject).toBe(
      "Privacy request: send a copy of their data, gita@example.in (answer within 90 days)",
    );
    expect(copy.text).toContain("that we send a copy of their data.");
    expect(`${copy.subject}${copy.text}`).not.toMatch(/delete|30 days/);
    expect(composeLeadEmail({ ...request, requestKind: "erasure" }).subject).toContain(
      "delete their data",
    );
  });
});
