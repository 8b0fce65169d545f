import { describe, expect, it } from "vitest";
import { processCopy as en } from "./copy/en/process";
import { processCopy as or } from "./copy/or/process";
import { processSteps } from "./process";

describe("processSteps", () => {
  it("are the five steps of the spec, numbered 1 to 5 in order", () => {
    expect(processSteps.map((step) => [step.number, en.stepItems[step.id].title])).toEqual([
      [1, "Site Survey & Consultation"],
      [2, "Customized Quotation"],
      [3, "System Design & Approval"],
      [4, "Professional Installation"],
      [5, "Activation & Ongoing Support"],
    ]);
  });

  it("each have a title, a description and a timing in Odia", () => {
    for (const step of processSteps) {
      const words = or.stepItems[step.id];
      for (const text of [words.title, words.description, words.timing]) {
        expect(text).toMatch(/[\u0B00-\u0B7F]/);
      }
    }
  });

  it("keep the figures of the English timings in Odia", () => {
    for (const step of processSteps) {
      const figures = (text: string) => text.match(/\d+/g) ?? [];
      expect(figures(or.stepItems[step.id].timing)).toEqual(figures(en.stepItems[step.id].timing));
    }
  });
});
