import { describe, expect, it } from "vitest";
import { fieldErrorSentences as or } from "~/content/copy/or/field-errors";
import { formsCopy } from "~/content/copy/forms.server";
import { failedText } from "~/components/leads/forms-copy";
import { describeFieldErrors } from "./field-errors";
import { loadFieldErrorSentences } from "./field-error-sentences";
import { checkForm } from "./form-checks";
import { contactSchema } from "./schemas";
import { readSubmission, storeLead } from "./submission.server";

// Every form posts the privacy notice's version (issue 23).
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams({ noticeVersion: "2026-11-24", ...fields }),
  });

describe("readSubmission", () => {
  it("answers a refused post in the language of the page it was posted to", async () => {
    const odia = await readSubmission(
      post("/or/contact", { name: "", email: "x@" }),
      contactSchema,
    );
    expect(odia.outcome).toBe("invalid");
    if (odia.outcome !== "invalid") return;
    expect(odia.answer.status).toBe(400);
    const body = odia.answer.result;
    expect(body.fieldErrors).toEqual({
      name: "ଦୟାକରି ଆପଣଙ୍କ ପୂରା ନାମ ଲେଖନ୍ତୁ।",
      email: "ଦୟାକରି ସଠିକ୍ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ, ଯେପରି name@example.com।",
      message: "ଦୟାକରି ଛୋଟ ବାର୍ତ୍ତାଟିଏ ଲେଖନ୍ତୁ।",
    });

    const english = await readSubmission(post("/contact", { name: "" }), contactSchema);
    if (english.outcome !== "invalid") throw new Error("expected a refusal");
    const englishBody = english.answer.result;
    expect(englishBody.fieldErrors.name).toBe("Please enter your full name.");
  });

  it("gives the checked data the language of the page, so the lead remembers it", async () => {
    const fields = {
      name: "Sasmita",
      email: "s@example.in",
      phone: "୯୪୩୭୦ ୧୧୧୧୧",
      message: "ନମସ୍କାର",
    };
    const odia = await readSubmission(post("/or/contact", fields), contactSchema);
    expect(odia).toMatchObject({
      outcome: "valid",
      data: { name: "Sasmita", phone: "94370 11111", language: "or" },
    });
    const english = await readSubmission(post("/contact", fields), contactSchema);
    expect(english).toMatchObject({ outcome: "valid", data: { language: "en" } });
  });
});

describe("storeLead", () => {
  it("answers with a reason each form says in its page's language", async () => {
    const missing = await storeLead(undefined, "contact", async () => 1);
    expect("failure" in missing && missing.failure).toEqual({
      result: { status: "failed", reason: "unavailable" },
      status: 503,
    });
    expect(failedText({ status: "failed", reason: "unavailable" }, formsCopy.or)).toBe(
      formsCopy.or.failed.unavailableText,
    );
    expect(failedText({ status: "failed", reason: "error" }, formsCopy.en)).toBe(
      "We couldn't send your details just now. Nothing you typed is lost: please check your connection and try again.",
    );
    expect(
      failedText({ status: "failed", reason: "refused", message: "Too many" }, formsCopy.or),
    ).toBe("Too many");
  });
});

describe("the browser's checks", () => {
  it("load the sentences of the page's language only, and say what the server says", async () => {
    const sentences = await loadFieldErrorSentences("or");
    expect(sentences).toBe(or);
    expect(checkForm("contact", { name: "", noticeVersion: "2026-11-24" }, sentences)).toEqual({
      success: false,
      fieldErrors: describeFieldErrors(
        { name: { code: "required" }, email: { code: "required" }, message: { code: "required" } },
        or,
      ),
    });
  });

  it("have an Odia sentence for every field and code, the bill in rupees", () => {
    expect(
      describeFieldErrors(
        {
          message: { code: "too_long", max: 5000 },
          roofSize: { code: "off_step", step: 10 },
          monthlyBill: { code: "out_of_range", min: 0, max: 20000 },
        },
        or,
      ),
    ).toEqual({
      message: "ଦୟାକରି ବାର୍ତ୍ତା 5,000ଟି ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।",
      roofSize: "ଛାତର ମାପ 10 m² କରି ବଢ଼େ ବା କମେ।",
      monthlyBill: "ମାସିକ ବିଲ ₹0ରୁ ₹20,000 ଭିତରେ ହେବା ଦରକାର।",
    });
  });
});
