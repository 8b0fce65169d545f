// The privacy desk's entry for the server (issue 31): people's rights requests, their answers
// (the copy, the erasure, the withdrawal) and the desk the server opens. The registry of
// personal data, consents and the notice are plumbing every feature uses (~/lib/privacy).
export { erasePerson } from "./erasure.server";
export { privacyDesk, type PrivacyDesk } from "./privacy-desk.server";
export { rightsQueue } from "./rights-queue.server";
