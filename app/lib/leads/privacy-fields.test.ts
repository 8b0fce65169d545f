import { describe, expect, it } from "vitest";
import { fieldErrorSentences as en } from "~/content/copy/en/field-errors";
import { fieldErrorSentences as or } from "~/content/copy/or/field-errors";
import { takeConsents } from "~/lib/privacy/consent-purposes";
import { noticeVersion } from "~/lib/privacy/notice-version";
import { describeFieldErrors } from "./field-errors";
import { formChecks, parseForm, privacyRequestSchema } from "./schemas";

// Issue 23: every form that takes personal data posts the privacy notice's version, and the
// stored record keeps it; the opt-ins are unticked unless the visitor ticks them.

const filled = {
  contact: { name: "A", email: "a@example.in", message: "Hello" },
  quote: {
    name: "A",
    email: "a@example.in",
    phone: "9437012345",
    location: "751001",
    roofSize: "50",
    monthlyBill: "100",
  },
  newsletter: { email: "a@example.in" },
  privacy: { email: "a@example.in" },
} satisfies Record<keyof typeof formChecks, Record<string, string>>;

describe("every form's schema", () => {
  for (const [form, values] of Object.entries(filled) as [
    keyof typeof formChecks,
    Record<string, string>,
  ][]) {
    it(`${form}: requires the notice version, in both languages' words`, () => {
      const check = formChecks[form] as (
        values: Record<string, string>,
        locale: "en",
      ) => ReturnType<typeof parseForm<typeof privacyRequestSchema>>;
      const without = check(values, "en");
      expect(without.success).toBe(false);
      if (without.success) return;
      expect(Object.keys(without.fieldErrors)).toEqual(["noticeVersion"]);
      expect(describeFieldErrors(without.fieldErrors, en).noticeVersion).toMatch(/reload/);
      expect(describeFieldErrors(without.fieldErrors, or).noticeVersion).toBeTruthy();
      const withIt = check({ ...values, noticeVersion }, "en");
      expect(withIt.success).toBe(true);
      if (withIt.success) expect(withIt.data).toMatchObject({ noticeVersion });
    });
  }

  it("reads each opt-in as ticked only when the box was ticked", () => {
    const parsed = formChecks.contact({
      ...filled.contact,
      noticeVersion,
      "consent-whatsapp": "yes",
    });
    if (!parsed.success) throw new Error("refused");
    expect(takeConsents(parsed.data)).toMatchObject({ consents: ["whatsapp"], noticeVersion });
    const none = formChecks.quote({ ...filled.quote, noticeVersion }, "or");
    if (!none.success) throw new Error("refused");
    expect(takeConsents(none.data).consents).toEqual([]);
    expect(Object.keys(takeConsents(none.data))).not.toContain("consent-newsletter");
  });

  it("takes a rights request's kind, an erasure by default, and a copy only with an e-mail", () => {
    const base = { noticeVersion, phone: "9437012345" };
    expect(parseForm(privacyRequestSchema, base)).toMatchObject({ data: { kind: "erasure" } });
    expect(parseForm(privacyRequestSchema, { ...base, kind: "nominee" })).toMatchObject({
      data: { kind: "nominee" },
    });
    expect(parseForm(privacyRequestSchema, { ...base, kind: "other" })).toMatchObject({
      fieldErrors: { kind: { code: "unknown_choice" } },
    });
    expect(parseForm(privacyRequestSchema, { ...base, kind: "copy" })).toMatchObject({
      fieldErrors: { email: { code: "required" } },
    });
  });
});
