// The five steps of the How It Works page (spec sections 2 and 3, "Process step"): their
// numbers and ids. What each step says is copy (copy/<locale>/process.ts), by id.

export type ProcessStepId = "survey" | "quotation" | "design" | "installation" | "support";

export interface ProcessStep {
  number: 1 | 2 | 3 | 4 | 5;
  /** Names the step's words in the copy and its icon. */
  id: ProcessStepId;
}

export const processSteps: ProcessStep[] = [
  { number: 1, id: "survey" },
  { number: 2, id: "quotation" },
  { number: 3, id: "design" },
  { number: 4, id: "installation" },
  { number: 5, id: "support" },
];
