// The follow-ups' entry for the server (issue 31): each lead's next step and the staff's
// morning digest of them.
export { queueMorningDigests } from "./morning-digest.server";
export { nextSteps } from "./next-steps.server";
