// The follow-ups' entry for pages: the inbox list marks an overdue next step.
export { OverdueMark } from "./next-step-panel";
