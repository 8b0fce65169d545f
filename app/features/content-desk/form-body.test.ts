import { describe, expect, it } from "vitest";
import { seedCompany } from "~/content/company";
import { companySchema } from "~/lib/content/content-schemas";
import { fieldValues, type Json, readFormBody, slugOf } from "./form-body";

const template = seedCompany as unknown as Json;

function formOf(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

describe("a desk form read back into what it edits", () => {
  it("gives back the company's details unchanged when nothing was edited", () => {
    const body = readFormBody(formOf(fieldValues(template)), template);
    expect(body).toEqual(seedCompany);
    expect(companySchema.safeParse(body).success).toBe(true);
  });

  it("names an empty Odia field by its path, so the page can show it at that field", () => {
    const values = { ...fieldValues(template), "address.street.or": "  " };
    const parsed = companySchema.safeParse(readFormBody(formOf(values), template));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "address.street.or",
    ]);
  });

  it("reads numbers as numbers, an empty one as missing, and keeps what it is told to", () => {
    const body = readFormBody(
      formOf({ kw: "", founded: "2016", id: "ignored" }),
      { kw: null, founded: 0, id: "kept" },
      { keep: ["id"] },
    );
    expect(body).toEqual({ kw: null, founded: 2016, id: "kept" });
    expect(readFormBody(formOf({ n: "" }), { n: 1 })).toEqual({ n: Number.NaN });
    // A ticked box is posted; one left unticked is not.
    expect(readFormBody(formOf({ popular: "on" }), { popular: false, other: true })).toEqual({
      popular: true,
      other: false,
    });
    expect(fieldValues({ popular: true, other: false })).toEqual({ popular: "on" });
  });
});

describe("an address made from a title", () => {
  it("keeps letters and digits, hyphen-joined, within its length and never ending in a hyphen", () => {
    expect(slugOf("6 kW Rooftop in Nayapalli!", 60)).toBe("6-kw-rooftop-in-nayapalli");
    expect(slugOf("Monsoon care for panels", 12)).toBe("monsoon-care");
    expect(slugOf("ଓଡ଼ିଆ ଶବ୍ଦ", 40)).toBe("");
  });
});
