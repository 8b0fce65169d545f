// The lead forms' words (contact, quote request, newsletter, the privacy policy's deletion
// request): labels, placeholders, buttons, "Sending..." states, toasts, notes. A page's loader
// slices what its form says out of `formsCopy[locale]` and hands it to the form's island as
// props (app/components/leads/forms-copy.tsx). Field errors are sentences per code
// in field-errors.ts beside this file, which the browser loads only for the shown language.
// copy/or/forms.ts has the same shape (`satisfies FormsCopy`).

import { productsCopy } from "./products";

const { productItems } = productsCopy;

export const formsCopy = {
  /** Marks after a field's label. */
  requiredMark: "*",
  optional: "(optional)",
  privacyLink: "Privacy Policy",
  /** The honeypot's label: nobody sees it, but it is in the page. */
  honeypotLabel: "Leave this field empty",
  /** The destructive toast (and the notice without JavaScript) when a request fails. */
  failed: {
    title: "Not sent",
    text: "We couldn't send your details just now. Nothing you typed is lost: please check your connection and try again.",
    /** When the site runs without its database (a prerendered preview, for one). */
    unavailableText:
      "Our forms are not taking submissions at the moment. Please try again later, or call or e-mail us.",
  },
  invalid: {
    title: "Please check the form",
    text: "Some fields need your attention before we can send this.",
  },
  /** Name, e-mail and phone: the fields every enquiry starts with. */
  person: {
    name: { label: "Full Name", placeholder: "e.g. Ananya Mohanty" },
    email: { label: "Email Address", placeholder: "you@example.com" },
    phone: { label: "Phone Number", placeholder: "+91 98765 43210" },
  },
  contact: {
    heading: "Send Us a Message",
    intro: "Tell us what you need and we'll get back to you soon, usually within one working day.",
    message: {
      label: "Message",
      placeholder: "How can we help? Tell us about your home or business and your power needs.",
    },
    submit: "Send Message",
    pending: "Sending...",
    /** {link} is the Privacy Policy link. */
    privacyNote: "We use your details only to answer your message. Read our {link}.",
    success: {
      title: "Message Sent!",
      description: "Thank you for reaching out. We'll get back to you soon.",
    },
  },
  quote: {
    heading: "Your Details",
    intro: "Fields marked * are required. It takes about two minutes.",
    /** The quote form's own example name. */
    namePlaceholder: "e.g. Bikash Sahoo",
    address: { label: "Street Address", placeholder: "House / plot number and street" },
    location: { label: "Zip Code or Location", placeholder: "e.g. 751024 or Patia, Bhubaneswar" },
    product: {
      label: "Product of Interest",
      /** The choices, by QuoteProductId: the products by their names, then "not sure". */
      choices: {
        "solar-panels": productItems["solar-panels"].title,
        inverters: productItems.inverters.title,
        batteries: productItems.batteries.title,
        "not-sure": "Not sure yet",
      },
    },
    energyHeading: "Your roof and electricity use",
    roofSize: {
      label: "Roof Size",
      hint: "Roughly the shade-free area of your roof that could hold panels.",
      /** The slider's value: {value} square metres. */
      value: "{value} m²",
    },
    monthlyBill: {
      label: "Average Monthly Electricity Bill",
      hint: "What you typically pay for electricity in a month.",
      /** The spec's estimate is in dollars. */
      value: "${value}",
    },
    message: {
      label: "Additional Information",
      placeholder: "Roof type, shading, backup needs, the best time to call…",
    },
    submit: "Request My Free Quote",
    pending: "Calculating & Submitting...",
    seeEstimate: "See your preliminary estimate",
    surveyNote:
      "After you submit, you can pick a time for your free site survey right here, or our team will call you to schedule it.",
    privacyNote: "We use your information only to prepare your quote. Read our {link}.",
    success: {
      title: "Quote Request Sent!",
      description:
        "Thank you for your request. We'll review your details and get back to you with a more precise quote soon.",
    },
  },
  newsletter: {
    emailLabel: "Email address",
    emailPlaceholder: "Your email address",
    submit: "Subscribe Now",
    pending: "Subscribing...",
    privacy: "Solar news and tips only, never shared. Unsubscribe at any time.",
    success: {
      title: "Subscribed!",
      description: "Thank you. Our next solar newsletter will arrive in your inbox.",
    },
    /** Where e-mail is set up: the subscription starts at the e-mailed link (issue 30). */
    confirmSent: {
      title: "Check your e-mail",
      description:
        "We have sent you a link: open it to confirm your subscription. Nothing is sent until you do.",
    },
  },
  deletion: {
    heading: "Ask us to delete your data",
    text: "Give the email address or the phone number (or both) you used with us. We will confirm it is you, delete every record we hold about you, and tell you when it is done.",
    emailLabel: "Email address",
    phoneLabel: "Phone number",
    messageLabel: "Anything we should know (optional)",
    submit: "Send deletion request",
    pending: "Sending...",
    success: {
      title: "Request received",
      description: "Thank you. We will confirm your identity and answer within 90 days at most.",
    },
  },
};

export type FormsCopy = typeof formsCopy;
