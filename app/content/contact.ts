// Copy of the contact page (spec sections 2, 4 and 8). Contact values themselves live in
// company.ts.

export const contactForm = {
  heading: "Send Us a Message",
  intro: "Tell us what you need and we'll get back to you soon, usually within one working day.",
  requiredMark: "*",
  optional: "(optional)",
  fields: {
    name: { label: "Full Name", placeholder: "e.g. Ananya Mohanty" },
    email: { label: "Email Address", placeholder: "you@example.com" },
    phone: { label: "Phone Number", placeholder: "+91 98765 43210" },
    message: {
      label: "Message",
      placeholder: "How can we help? Tell us about your home or business and your power needs.",
    },
  },
  submit: "Send Message",
  pending: "Sending...",
  privacyNote: "We use your details only to answer your message. Read our",
  privacyLink: "Privacy Policy",
} as const;

export const contactToasts = {
  success: {
    title: "Message Sent!",
    description: "Thank you for reaching out. We'll get back to you soon.",
  },
} as const;

export const contactDetails = {
  heading: "Contact Information",
  address: "Visit Us",
  phone: "Call Us",
  email: "Email Us",
  whatsapp: "WhatsApp",
  whatsappLink: "Chat with us on WhatsApp",
  newTab: "(opens in a new tab)",
  hours: "Opening Hours",
  social: "Follow Us",
  socialLabel: "Suryoday Solar on social media",
} as const;

export const contactMap = {
  heading: "Find Our Office",
  label: "Map showing the Suryoday Solar office in Bhubaneswar",
  placeholder: "Loading map…",
  directions: "Get directions",
  newTab: "(opens in a new tab)",
} as const;

export const contactBanner = {
  heading: "Ready for Solar Solutions?",
  text: "Talk to a solar expert today about panels, inverters and batteries for your home or business.",
  call: "Call Now",
  email: "Email Us",
} as const;
