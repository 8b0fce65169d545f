import * as z from "zod/mini";
import { staffText } from "~/lib/plain-text";
import { isPlausibleDay } from "~/lib/time/kolkata-day";

// What the engineer records at the roof during the site survey (issue 35), on a phone: the
// choices (neutral ids; the words are per language in copy/{en,or}/project.ts for the
// customer and content/survey-findings-desk.ts for staff) and the one schema the form and the
// server share.

export const facings = ["n", "ne", "e", "se", "s", "sw", "w", "nw", "flat"] as const;
export const shadings = ["none", "morning", "afternoon", "partial", "heavy"] as const;
export const roofTypes = ["rcc", "sheet", "tiles", "other"] as const;
export const roofConditions = ["good", "repair", "poor"] as const;
export const meterPhases = ["single", "three"] as const;

export type Facing = (typeof facings)[number];
export type Shading = (typeof shadings)[number];
export type RoofType = (typeof roofTypes)[number];
export type RoofCondition = (typeof roofConditions)[number];
export type MeterPhase = (typeof meterPhases)[number];

export interface SurveyFindings {
  engineer: string;
  surveyedOn: string;
  usableAreaM2: number | null;
  facing: Facing | "";
  tiltDegrees: number | null;
  shading: Shading | "";
  roofType: RoofType | "";
  roofCondition: RoofCondition | "";
  meterPhase: MeterPhase | "";
  sanctionedLoadKw: number | null;
  recommendedKw: number | null;
  note: string;
}

const choice = <T extends readonly string[]>(values: T) =>
  z._default(z.union([z.literal(""), z.enum(values)]), "");
/** A number typed in a field: "" is none; otherwise within [min, max]. */
const amount = (min: number, max: number) =>
  z
    .pipe(
      z.string().check(z.regex(/^$|^\d{1,5}(\.\d{1,2})?$/)),
      z.transform((text) => (text === "" ? null : Number(text))),
    )
    .check(z.refine((value) => value === null || (value >= min && value <= max)));

/** The form as posted (every field a string), read into the record. */
export const findingsSchema = z.object({
  engineer: staffText(100),
  surveyedOn: z.string().check(z.refine(isPlausibleDay)),
  usableAreaM2: amount(1, 100_000),
  facing: choice(facings),
  tiltDegrees: z.pipe(
    z.string().check(z.regex(/^$|^\d{1,2}$/)),
    z.transform((text) => (text === "" ? null : Number(text))),
  ),
  shading: choice(shadings),
  roofType: choice(roofTypes),
  roofCondition: choice(roofConditions),
  meterPhase: choice(meterPhases),
  sanctionedLoadKw: amount(0.1, 10_000),
  recommendedKw: amount(0.1, 10_000),
  note: staffText(1000, { multiline: true }),
});

/** The words a summary needs, in one language. */
export interface FindingsWords {
  area: string;
  facing: string;
  tilt: string;
  shading: string;
  roof: string;
  meter: string;
  recommended: string;
  facings: Record<Facing, string>;
  shadings: Record<Shading, string>;
  roofTypes: Record<RoofType, string>;
  roofConditions: Record<RoofCondition, string>;
  meterPhases: Record<MeterPhase, string>;
}

/** What the customer reads of the findings: one line per thing recorded, nothing staff-only. */
export function findingsSummary(
  findings: SurveyFindings,
  words: FindingsWords,
  number: (value: number) => string,
): string[] {
  const fill = (template: string, value: string) => template.replace("{value}", value);
  const lines: string[] = [];
  if (findings.usableAreaM2 !== null) lines.push(fill(words.area, number(findings.usableAreaM2)));
  if (findings.facing) lines.push(fill(words.facing, words.facings[findings.facing]));
  if (findings.tiltDegrees !== null) lines.push(fill(words.tilt, number(findings.tiltDegrees)));
  if (findings.shading) lines.push(fill(words.shading, words.shadings[findings.shading]));
  if (findings.roofType) {
    const condition = findings.roofCondition
      ? `, ${words.roofConditions[findings.roofCondition]}`
      : "";
    lines.push(fill(words.roof, `${words.roofTypes[findings.roofType]}${condition}`));
  }
  if (findings.meterPhase) lines.push(fill(words.meter, words.meterPhases[findings.meterPhase]));
  if (findings.recommendedKw !== null) {
    lines.push(fill(words.recommended, number(findings.recommendedKw)));
  }
  return lines;
}
