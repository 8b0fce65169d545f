// The site surveys' entry for the server (issue 31): their store, which the server opens.
export { isSlotTaken, surveyStore, type SurveyStore } from "./survey-store.server";
export { findingsStore, type FindingsStore } from "./findings/findings-store.server";
export { findingsSummary } from "./findings/survey-findings";
