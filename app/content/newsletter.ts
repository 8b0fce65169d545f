export const newsletterCopy = {
  heading: "Solar Newsletter",
  text: "Get the latest solar news, subsidy updates and energy-saving tips in your inbox.",
  emailLabel: "Email address",
  emailPlaceholder: "Your email address",
  submit: "Subscribe Now",
  pending: "Subscribing...",
  privacy: "Solar news and tips only, never shared. Unsubscribe at any time.",
  success: {
    title: "Subscribed!",
    description: "Thank you. Our next solar newsletter will arrive in your inbox.",
  },
} as const;
