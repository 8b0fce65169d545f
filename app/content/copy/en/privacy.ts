import type { PolicySectionCopy, PolicySectionId } from "~/content/privacy";

// The privacy policy's words in English (spec section 2, "Privacy Policy"): the spec's nine
// sections, by their anchor ids (app/content/privacy.ts). "{legalName}" and "{name}" are the
// company's names from the site's copy. Another locale's module declares itself
// `satisfies PrivacyCopy`.

const sections: Record<PolicySectionId, PolicySectionCopy> = {
  "our-commitment": {
    heading: "Our Commitment",
    blocks: [
      {
        type: "paragraph",
        text: `{legalName} ("{name}", "we", "us") installs solar panels, battery inverters and energy storage for homes and businesses across Odisha. When you ask us for a quote or get in touch, you trust us with details about you, your home and your electricity use. We collect only what we need to help you, we are open about how we use it, and we never sell it.`,
      },
      {
        type: "paragraph",
        text: "We handle personal data in line with Indian law, including the Information Technology Act, 2000 and its rules, and we are aligning our practices with the Digital Personal Data Protection Act, 2023 as its rules come into force. This policy applies to this website and to the conversations, surveys and installations that follow from it.",
      },
    ],
  },
  "information-we-collect": {
    heading: "Information We Collect",
    blocks: [
      {
        type: "paragraph",
        text: "We collect the information you choose to give us through our forms, and a small amount of technical information that any website needs to work:",
      },
      {
        type: "list",
        items: [
          {
            lead: "Contact form:",
            text: "your name, e-mail address, phone number (if you give it) and your message.",
          },
          {
            lead: "Quote request:",
            text: "your name, e-mail address, phone number, street address (optional), location or PIN code, approximate roof size, average monthly electricity bill and any message you add.",
          },
          {
            lead: "Newsletter:",
            text: "your e-mail address, if you subscribe.",
          },
          {
            lead: "Site survey and installation:",
            text: "if you go ahead, details about your property, roof, electricity connection, consumer number and past bills, photographs of the site, and what we need for net metering, subsidy and billing paperwork.",
          },
          {
            lead: "Technical information:",
            text: "our server records basic details of each request, such as the page asked for and the time, to keep the site running and secure. We use your IP address briefly to limit repeated form submissions. We do not use advertising or tracking cookies.",
          },
        ],
      },
      {
        type: "paragraph",
        text: "Please do not send us sensitive information such as bank account numbers, card details or identity documents through the website's forms. If we need any of these for financing or subsidy paperwork, we will ask for them separately.",
      },
    ],
  },
  "how-we-use-your-information": {
    heading: "How We Use Your Information",
    blocks: [
      { type: "paragraph", text: "We use your information to:" },
      {
        type: "list",
        items: [
          { text: "reply to your message and answer your questions;" },
          {
            text: "prepare your preliminary estimate and quotation, and arrange a site survey;",
          },
          {
            text: "design, install, commission and maintain your solar system, and honour its warranties;",
          },
          {
            text: "apply on your behalf for net metering with your electricity distribution company and for government subsidies you qualify for;",
          },
          {
            text: "send the newsletter you subscribed to (every issue has a way to unsubscribe);",
          },
          { text: "keep accounts and meet our legal and tax obligations;" },
          { text: "protect the website and our customers from fraud and abuse." },
        ],
      },
      {
        type: "paragraph",
        text: "We use your details only for the purpose you gave them for, or one closely connected to it. We will not add you to marketing lists you did not ask to join.",
      },
    ],
  },
  "data-sharing-and-disclosure": {
    heading: "Data Sharing and Disclosure",
    blocks: [
      {
        type: "paragraph",
        text: "We do not sell, rent or trade your personal information. We share it only where that is needed to serve you or required by law:",
      },
      {
        type: "list",
        items: [
          {
            lead: "Our team:",
            text: "messages and quote requests sent through the website are stored on our servers and e-mailed to our staff so they can respond.",
          },
          {
            lead: "Service providers:",
            text: "companies that host our website, deliver our e-mail or help us with installation work, who may use your data only to do that work for us.",
          },
          {
            lead: "Utilities and government:",
            text: "your electricity distribution company and government portals, when we apply for net metering or a subsidy for you.",
          },
          {
            lead: "Finance partners:",
            text: "a bank or finance company, only if you ask us to help you arrange a loan or EMI plan.",
          },
          {
            lead: "Legal requirements:",
            text: "authorities, where the law, a court order or the protection of someone's safety requires it.",
          },
        ],
      },
    ],
  },
  "data-security": {
    heading: "Data Security",
    blocks: [
      {
        type: "paragraph",
        text: "This website is served over an encrypted (HTTPS) connection, and our servers are protected by access controls, regular updates and backups. Only staff who need your details to do their job can see them. No website or e-mail system is completely secure, so we cannot guarantee absolute security, but if a breach ever affects your personal data we will tell you and the authorities as the law requires.",
      },
    ],
  },
  "your-privacy-rights": {
    heading: "Your Privacy Rights",
    blocks: [
      { type: "paragraph", text: "You can ask us at any time to:" },
      {
        type: "list",
        items: [
          { text: "tell you what personal data we hold about you and how we use it;" },
          { text: "correct, complete or update it;" },
          {
            text: "delete it, unless we have to keep it by law or to honour your warranty;",
          },
          {
            text: "withdraw your consent, for example to stop receiving our newsletter;",
          },
          {
            text: "nominate someone to exercise these rights for you in the event of death or incapacity.",
          },
        ],
      },
      {
        type: "paragraph",
        text: "To make a request or raise a concern, contact us using the details below. We may need to confirm your identity first, and we answer within 90 days at most (the period Rule 14 of the DPDP Rules, 2025 allows). If you are not satisfied with our answer to a grievance, you may also complain to the Data Protection Board of India.",
      },
      { type: "deletion-request" },
    ],
  },
  "solar-specific-data-retention": {
    heading: "Solar-Specific Data Retention",
    blocks: [
      {
        type: "paragraph",
        text: "A solar system serves you for decades, so how long we keep your information depends on your relationship with us:",
      },
      {
        type: "retention",
        items: [
          {
            label: "Prospective customers",
            period: "Up to 3 years",
            text: "If you asked for a quote or contacted us but did not go ahead, we keep your details for up to 3 years from your last contact with us, so we can pick up where we left off. After that we delete them.",
          },
          {
            label: "Financial records",
            period: "Typically 7 years",
            text: "Invoices, payment and subsidy records are typically kept for 7 years, or longer where Indian tax or company law requires it.",
          },
          {
            label: "Active customers",
            period: "Typically 25+ years",
            text: "For installed systems we keep your details and your system's design, installation and service history for the system's lifecycle, typically 25+ years, to honour warranties and provide maintenance and support.",
          },
        ],
      },
      {
        type: "paragraph",
        text: "When you unsubscribe from our newsletter, we stop sending it and remove your e-mail address from the mailing list.",
      },
    ],
  },
  "changes-to-this-policy": {
    heading: "Changes to This Policy",
    blocks: [
      {
        type: "paragraph",
        text: "We may update this policy when our services or the law change. The date at the top of this page shows when it was last revised. If we make a significant change to how we use your information, we will highlight it on this website and, where we have your e-mail address, tell you directly.",
      },
    ],
  },
  "contact-us": {
    heading: "Contact Us",
    blocks: [
      {
        type: "paragraph",
        text: "For any question, request or complaint about your privacy, including a request to see, correct or delete your data, please get in touch:",
      },
      { type: "contact" },
    ],
  },
};

export const privacyCopy = {
  lastUpdatedLabel: "Last updated:",
  tocLabel: "On this page",
  contactLabels: { address: "Address", phone: "Phone", email: "E-mail" },
  returnHome: "Return to Homepage",
  sections,
};

export type PrivacyCopy = typeof privacyCopy;
