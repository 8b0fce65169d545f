import { describe, expect, it } from "vitest";
import { describeEvent } from "~/features/lead-page/timeline";
import { proposalFormValues, readProposalForm, readyToSend } from "./proposal-schema";

const posted = {
  category: "home",
  houses: "",
  sizeKw: "3",
  system: "on-grid",
  panels: " 6 × 550 Wp ",
  inverter: "3 kW string",
  structure: "GI",
  battery: "",
  priceBeforeGst: "₹1,80,000",
  gstRate: "5",
  loanOffered: "yes",
  loanYears: "5",
  warranties: "Panels: 25 years",
  included: "Net meter",
  validUntil: "2027-04-30",
};

describe("the proposal editor's form", () => {
  it("reads the typed figures as numbers, Indian grouping and ₹ included", () => {
    const read = readProposalForm(posted);
    expect(read).toMatchObject({
      ok: true,
      inputs: {
        priceBeforeGst: 180_000,
        sizeKw: 3,
        panels: "6 × 550 Wp",
        loanOffered: true,
        houses: null,
      },
    });
    if (read.ok) expect(readProposalForm(proposalFormValues(read.inputs))).toEqual(read);
  });

  it("names the fields that are wrong, a society's houses included", () => {
    expect(
      readProposalForm({ ...posted, sizeKw: "three", gstRate: "40", validUntil: "30/04/2027" }),
    ).toEqual({
      ok: false,
      fields: ["sizeKw", "gstRate", "validUntil"],
    });
    expect(readProposalForm({ ...posted, category: "society" })).toEqual({
      ok: false,
      fields: ["houses"],
    });
    expect(readProposalForm({ ...posted, category: "society", houses: "40" })).toMatchObject({
      ok: true,
      inputs: { houses: 40 },
    });
  });

  it("asks for the components, a battery beside a grid, a price and a validity ahead before sending", () => {
    const read = readProposalForm({ ...posted, panels: "", system: "hybrid", priceBeforeGst: "0" });
    if (!read.ok) throw new Error("unexpected");
    expect(readyToSend(read.inputs, "2027-05-01")).toEqual([
      "panels",
      "battery",
      "priceBeforeGst",
      "validUntil",
    ]);
    const ready = readProposalForm(posted);
    if (ready.ok) expect(readyToSend(ready.inputs, "2027-04-30")).toEqual([]);
    // ₹1, or a price short of a zero, never reaches a customer (issue 30).
    for (const price of ["1", "9,999"]) {
      const cheap = readProposalForm({ ...posted, sizeKw: "1", priceBeforeGst: price });
      if (!cheap.ok) throw new Error("unexpected");
      expect(readyToSend(cheap.inputs, "2027-04-30"), price).toEqual(["priceBeforeGst"]);
    }
  });

  it("reads a price only as digits, commas and a rupee sign: never hexadecimal or exponents", () => {
    for (const typed of ["0x10", "1e8", "Infinity", "1_000", "-5"]) {
      expect(readProposalForm({ ...posted, priceBeforeGst: typed }), typed).toEqual({
        ok: false,
        fields: ["priceBeforeGst"],
      });
    }
    expect(readProposalForm({ ...posted, priceBeforeGst: "₹ 1,80,000.50" })).toMatchObject({
      ok: true,
      inputs: { priceBeforeGst: 180_001 },
    });
  });
});

describe("a proposal on the timeline", () => {
  it("says what happened to which version, and the name an acceptance was typed with", () => {
    const at = { id: 1, createdAt: "2027-03-31T04:30:00.000Z", actorName: "Priya Das" };
    expect(
      describeEvent({ ...at, type: "proposal", action: "sent", number: "P-00007", version: 2 }),
    ).toBe("Proposal P-00007 v2 sent to the customer");
    expect(
      describeEvent({
        ...at,
        type: "proposal",
        action: "accepted",
        number: "P-00007",
        version: 2,
        name: "S B",
      }),
    ).toBe("Proposal P-00007 v2 accepted by “S B”");
  });
});
