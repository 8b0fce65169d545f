import { describe, expect, it } from "vitest";
import { formsCopy as enForms } from "./en/forms";
import { privacyCopy as enPolicy } from "./en/privacy";
import { privacyNoticeCopy as enNotice } from "./en/privacy-notice";
import { formsCopy as orForms } from "./or/forms";
import { privacyCopy as orPolicy } from "./or/privacy";
import { privacyNoticeCopy as orNotice } from "./or/privacy-notice";

// The privacy policy, the notice and the forms give one answer, in both languages (issue 30:
// the policy said 30 days and "the Board once in operation" while the notice said 90 days).
describe("how soon a privacy request is answered", () => {
  it.each([
    ["en", enPolicy, enNotice, enForms, "90 days"],
    ["or", orPolicy, orNotice, orForms, "90 ଦିନ"],
  ] as const)("is 90 days at most everywhere in %s", (_, policy, notice, forms, ninety) => {
    for (const words of [policy, notice, forms]) {
      const text = JSON.stringify(words);
      expect(text).not.toMatch(/30 days|30 ଦିନ|once it is in operation|କାମ ଆରମ୍ଭ କଲା ପରେ/);
    }
    expect(JSON.stringify(policy)).toContain(ninety);
    expect(JSON.stringify(notice)).toContain(ninety);
  });
});
