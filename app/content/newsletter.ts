// The blog sidebar's newsletter box heading and text (English). The form's own words, and
// these two in both languages, are in copy/<locale>/forms.ts (`newsletter`), which the blog
// page hands down through FormsCopyProvider: the sidebar may read them with useFormsCopy().
export const newsletterCopy = {
  heading: "Solar Newsletter",
  text: "Get the latest solar news, subsidy updates and energy-saving tips in your inbox.",
} as const;
