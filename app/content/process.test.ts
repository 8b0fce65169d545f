import { describe, expect, it } from "vitest";
import { processSteps } from "./process";

describe("processSteps", () => {
  it("are the five steps of the spec, numbered 1 to 5 in order", () => {
    expect(processSteps.map((step) => [step.id, step.title])).toEqual([
      [1, "Site Survey & Consultation"],
      [2, "Customized Quotation"],
      [3, "System Design & Approval"],
      [4, "Professional Installation"],
      [5, "Activation & Ongoing Support"],
    ]);
  });
});
