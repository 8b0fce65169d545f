// The contact page's words beside its form (spec sections 2, 4 and 8): the details card, the
// map and the closing banner. Contact values themselves live in ~/content/company.ts, the
// form's words in forms.ts. copy/or/contact.ts has the same shape.

export const contactCopy = {
  details: {
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
  },
  map: {
    heading: "Find Our Office",
    label: "Map showing the Suryoday Solar office in Bhubaneswar",
    placeholder: "Loading map…",
    directions: "Get directions",
    newTab: "(opens in a new tab)",
  },
  banner: {
    heading: "Ready for Solar Solutions?",
    text: "Talk to a solar expert today about panels, inverters and batteries for your home or business.",
    call: "Call Now",
    email: "Email Us",
  },
};

export type ContactCopy = typeof contactCopy;
