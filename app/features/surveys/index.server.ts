// The site surveys' entry for the server (issue 31): their store, which the server opens.
export { surveyStore, type SurveyStore } from "./survey-store.server";
