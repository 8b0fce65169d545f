import { describe, expect, it } from "vitest";
import { draftDiscomForm, plantCapacity, type DiscomFormInput } from "./discom-forms";

const modules = {
  kind: "modules" as const,
  make: "Waaree",
  model: "WS-540",
  watts: 540,
  dcrNumber: "DCR/2026/0042",
  almmListed: true,
  warrantyStart: null,
  warrantyEnd: null,
  serials: Array.from({ length: 8 }, (_, i) => `WS540-${i}`),
};
const input: DiscomFormInput = {
  company: { name: "Suryoday Solar", address: "Bhubaneswar", phone: "1", email: "a@b.in" },
  customer: { name: "Sasmita Behera", address: "751007", phone: "9437055555", email: "s@x.in" },
  names: { bill: "SASMITA BEHERA", bank: "", portal: "" },
  applicationNumber: "NP-OD-2027-0042",
  installedOn: null,
  equipment: [modules],
  sanctionedLoadKw: 5,
  meterPhase: "single",
};
const row = (form: ReturnType<typeof draftDiscomForm>, label: string) =>
  form.sections.flatMap((section) => section.rows).find((one) => one.label === label)?.value;

describe("the DISCOM's papers, drafted from the records", () => {
  it("adds up the plant from the register, and leaves it blank until registered", () => {
    expect(plantCapacity([modules])).toBe("4.32 kWp");
    expect(plantCapacity([{ ...modules, serials: [] }])).toBe("");
    expect(plantCapacity([])).toBe("");
  });

  it("fills what the records hold and leaves the rest blank, never guessed", () => {
    const form = draftDiscomForm("net-metering", input);
    expect(row(form, "Name (as on the electricity bill)")).toBe("SASMITA BEHERA");
    expect(row(form, "Consumer number")).toBe("");
    expect(row(form, "Sanctioned load")).toBe("5 kW");
    expect(row(form, "DCR certificate number")).toBe("DCR/2026/0042");
    expect(form.sections.find((section) => section.list)?.list).toHaveLength(8);
    const completion = draftDiscomForm("work-completion", input);
    expect(row(completion, "Completed on")).toBe("");
    const dcr = draftDiscomForm("dcr-declaration", input);
    expect(dcr.declaration).toContain("8 solar modules");
    expect(dcr.declaration).toContain("4.32 kWp");
  });
});
