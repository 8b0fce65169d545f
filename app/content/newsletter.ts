export const newsletterCopy = {
  heading: "Solar Newsletter",
  text: "Get the latest solar news, subsidy updates and energy-saving tips in your inbox.",
  emailLabel: "Email address",
  emailPlaceholder: "Your email address",
  submit: "Subscribe Now",
} as const;
