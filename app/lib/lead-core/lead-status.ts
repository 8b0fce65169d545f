// The sales desk's stages of a lead, in order; "lost" asks for a reason. A privacy request
// is new until its person's data is erased.

export const leadStatuses = [
  "new",
  "contacted",
  "survey_booked",
  "quoted",
  "won",
  "lost",
  "erased",
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The stages staff may choose for a sale (erased is set by the erasure only). */
export const salesStatuses = leadStatuses.filter((status) => status !== "erased");

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  survey_booked: "Site survey booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  erased: "Erased",
};
