import type { EquipmentEntry, Names } from "./paperwork-store.server";

// The papers the DISCOM asks for after an installation (issue 35), drafted from the project's
// own records so nobody copies serials by hand: the net-metering application's details, the
// DCR declaration for the modules and the work-completion report. They are our drafts: the
// DISCOM's (TPCODL's) and MNRE's current formats govern, and each says so at its top. What
// the records do not hold is left as a blank line to fill in by hand, never guessed.

export const discomFormIds = ["net-metering", "dcr-declaration", "work-completion"] as const;
export type DiscomFormId = (typeof discomFormIds)[number];

export const isDiscomFormId = (text: string): text is DiscomFormId =>
  (discomFormIds as readonly string[]).includes(text);

export interface DiscomFormInput {
  company: { name: string; address: string; phone: string; email: string };
  customer: { name: string; address: string; phone: string; email: string };
  names: Names;
  /** The portal's application number (the registration step's reference), if given. */
  applicationNumber: string;
  installedOn: string | null;
  equipment: EquipmentEntry[];
  sanctionedLoadKw: number | null;
  meterPhase: string;
}

export interface FormRow {
  label: string;
  /** "" is a blank to fill in by hand. */
  value: string;
}

export interface FormSection {
  heading: string;
  rows: FormRow[];
  /** Long lists (serial numbers) shown as a numbered list. */
  list?: string[];
}

export interface DiscomForm {
  title: string;
  sections: FormSection[];
  /** The statement signed at the end, and by whom. */
  declaration: string;
  signedBy: string[];
}

const kw = (watts: number) => `${(watts / 1000).toFixed(2)} kWp`;

/** The plant's capacity from the register: modules × watts, or "" when not registered. */
export function plantCapacity(equipment: readonly EquipmentEntry[]): string {
  const modules = equipment.find((entry) => entry.kind === "modules");
  if (!modules?.watts || !modules.serials.length) return "";
  return kw(modules.watts * modules.serials.length);
}

function equipmentRows(equipment: readonly EquipmentEntry[]): FormSection[] {
  const find = (kind: EquipmentEntry["kind"]) => equipment.find((entry) => entry.kind === kind);
  const modules = find("modules");
  const inverter = find("inverter");
  const battery = find("battery");
  const sections: FormSection[] = [
    {
      heading: "Solar modules",
      rows: [
        {
          label: "Make and model",
          value: modules ? `${modules.make} ${modules.model}`.trim() : "",
        },
        { label: "Watts peak per module", value: modules?.watts ? `${modules.watts} Wp` : "" },
        { label: "Number of modules", value: modules ? String(modules.serials.length) : "" },
        { label: "Capacity", value: plantCapacity(equipment) },
        { label: "DCR certificate number", value: modules?.dcrNumber ?? "" },
        {
          label: "On ALMM List-II",
          value: modules?.almmListed === true ? "Yes" : modules?.almmListed === false ? "No" : "",
        },
      ],
      list: modules?.serials,
    },
    {
      heading: "Inverter",
      rows: [
        {
          label: "Make and model",
          value: inverter ? `${inverter.make} ${inverter.model}`.trim() : "",
        },
        { label: "Serial number", value: inverter?.serials.join(", ") ?? "" },
      ],
    },
  ];
  if (battery) {
    sections.push({
      heading: "Battery",
      rows: [
        { label: "Make and model", value: `${battery.make} ${battery.model}`.trim() },
        { label: "Serial number", value: battery.serials.join(", ") },
      ],
    });
  }
  return sections;
}

/** One form, drafted from the records. */
export function draftDiscomForm(form: DiscomFormId, input: DiscomFormInput): DiscomForm {
  const applicant: FormSection = {
    heading: "Applicant",
    rows: [
      {
        label: "Name (as on the electricity bill)",
        value: input.names.bill || input.customer.name,
      },
      { label: "Consumer number", value: "" },
      { label: "Address of the premises", value: input.customer.address },
      { label: "Phone", value: input.customer.phone },
      { label: "E-mail", value: input.customer.email },
      { label: "PM Surya Ghar application number", value: input.applicationNumber },
    ],
  };
  const vendor: FormSection = {
    heading: "Vendor",
    rows: [
      { label: "Name", value: input.company.name },
      { label: "Address", value: input.company.address },
      { label: "Phone", value: input.company.phone },
      { label: "E-mail", value: input.company.email },
    ],
  };
  const capacity = plantCapacity(input.equipment);
  switch (form) {
    case "net-metering":
      return {
        title: "Net-metering application: details",
        sections: [
          applicant,
          {
            heading: "Connection",
            rows: [
              {
                label: "Sanctioned load",
                value: input.sanctionedLoadKw === null ? "" : `${input.sanctionedLoadKw} kW`,
              },
              {
                label: "Supply",
                value:
                  input.meterPhase === "three"
                    ? "Three-phase"
                    : input.meterPhase === "single"
                      ? "Single-phase"
                      : "",
              },
              { label: "Rooftop solar capacity applied for", value: capacity },
            ],
          },
          ...equipmentRows(input.equipment),
          vendor,
        ],
        declaration:
          "I apply for a net meter for the rooftop solar plant described above, and confirm that these details are correct.",
        signedBy: ["Applicant"],
      };
    case "dcr-declaration":
      return {
        title: "Declaration of domestic content (DCR) of the solar modules",
        sections: [applicant, ...equipmentRows(input.equipment).slice(0, 1), vendor],
        declaration: `We declare that the ${input.equipment.find((entry) => entry.kind === "modules")?.serials.length ?? "___"} solar modules listed above, of ${capacity || "___ kWp"}, installed at the applicant's premises, are made with solar cells and modules manufactured in India, as the DCR certificate named above states.`,
        signedBy: ["For the vendor", "Applicant"],
      };
    case "work-completion":
      return {
        title: "Work-completion report",
        sections: [
          applicant,
          {
            heading: "Installation",
            rows: [
              { label: "Completed on", value: input.installedOn ?? "" },
              { label: "Capacity installed", value: capacity },
            ],
          },
          ...equipmentRows(input.equipment),
          vendor,
        ],
        declaration:
          "We report that the rooftop solar plant described above has been installed at the applicant's premises and is ready for the DISCOM's inspection and net meter.",
        signedBy: ["For the vendor", "Applicant"],
      };
  }
}
