import { describe, expect, it } from "vitest";
import { fieldErrorSentences } from "~/content/copy/en/field-errors";
import { describeFieldErrors } from "./field-errors";

describe("describeFieldErrors", () => {
  it("says each field's code in the language's words, with its parameters", () => {
    expect(
      describeFieldErrors(
        {
          message: { code: "too_long", max: 5000 },
          roofSize: { code: "off_step", step: 10 },
          monthlyBill: { code: "out_of_range", min: 0, max: 1000 },
        },
        fieldErrorSentences,
      ),
    ).toEqual({
      message: "Please keep your message under 5,000 characters.",
      roofSize: "The roof size moves in steps of 10 m².",
      monthlyBill: "The monthly bill must be between 0 and 1000.",
    });
  });

  it("refuses a code the field has no sentence for, rather than showing nothing", () => {
    expect(() =>
      describeFieldErrors({ address: { code: "required" } }, fieldErrorSentences),
    ).toThrow("No sentence for address: required");
  });
});
