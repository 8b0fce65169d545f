// The version of the privacy notice shown beside every form (notice.ts). Kept apart from the
// notice's words so a form island can post it as a hidden field without carrying those words.
// A new version is a new id (the day it took effect); stored records keep the one they saw.
export const noticeVersion = "2026-11-29";

/** The hidden field every form that takes personal data posts (schemas require it). */
export const noticeVersionField = "noticeVersion";
