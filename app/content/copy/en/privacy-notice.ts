import type { NoticeFormId } from "~/lib/privacy/notice";

// The privacy notice's words in English (issue 23; DPDP Act 2023 s. 5 and DPDP Rules 2025
// Rule 3): the short notice beside each form, the full notice page, the rights page, the
// withdrawal page, and the lines every e-mail to a person carries. copy/or/privacy-notice.ts
// has the same shape. Only what the Act and the Rules say is cited; "{...}" are filled in.

/** What one form's notice itemises. */
export interface FormNoticeCopy {
  /** What data the form takes. */
  data: string;
  /** What it is used for. */
  purpose: string;
  /** How long it is kept. */
  keep: string;
  /** Who sees it. */
  who: string;
}

const forms: Record<NoticeFormId, FormNoticeCopy> = {
  contact: {
    data: "Your name, e-mail address, phone number (if you give it) and your message; and where your visit began (the first page, the site or ad that sent you there) and whether on a phone, tablet or computer.",
    purpose:
      "To answer your message: the purpose you came for. Anything more (our newsletter, WhatsApp messages, marketing calls) only if you tick it below.",
    keep: "Up to 3 years from your last contact with us, then deleted.",
    who: "Our sales and support staff only. We never sell it. If you tick WhatsApp, Meta (the WhatsApp Business Platform) carries our messages and your replies; we keep them with your enquiry.",
  },
  quote: {
    data: "Your name, e-mail address, phone number, address or PIN code, roof size, electricity bill, any message, the savings plan if you bring one from the planner, which customer's referral link you came through, if you did (they are told nothing about you), and where your visit began (the first page, the site or ad that sent you there) and whether on a phone, tablet or computer.",
    purpose:
      "To prepare your estimate and quotation and arrange a site survey: the purpose you came for. Anything more only if you tick it below.",
    keep: "Up to 3 years from your last contact with us if you do not go ahead; as long as your system needs service if you do.",
    who: "Our sales staff and the engineer who surveys your roof. We never sell it. If you tick WhatsApp, Meta (the WhatsApp Business Platform) carries our messages and your replies; we keep them with your enquiry.",
  },
  newsletter: {
    data: "Your e-mail address.",
    purpose:
      "To send you our solar newsletter. Subscribing is your consent to it, and every issue lets you withdraw it.",
    keep: "Until you unsubscribe or withdraw your consent.",
    who: "Our staff who send the newsletter. We never share it.",
  },
  survey: {
    data: "The time you choose for the survey, with the details of your quote request.",
    purpose: "To visit your roof at that time and remind you the day before.",
    keep: "As long as your quote request.",
    who: "Our sales staff and the engineer who visits.",
  },
  rights: {
    data: "Your e-mail address or phone number, and what you tell us about your request.",
    purpose: "To find your records, confirm it is you, and answer your request.",
    keep: "At least one year after we answer, as the record of our answer.",
    who: "The staff who answer privacy requests.",
  },
  proposal: {
    data: "Your name, the proposal you accept, and when you accepted it.",
    purpose: "To record your acceptance and install the system you chose.",
    keep: "As long as your system needs service, and at least as long as tax law requires.",
    who: "Our sales, installation and accounts staff.",
  },
  documents: {
    data: "The documents you send from your project page (your electricity bill, your bank passbook page or cancelled cheque, and the like), photos re-encoded without where or when they were taken. Never your Aadhaar number.",
    purpose:
      "To apply for your subsidy and net meter on the national portal and with the DISCOM, and to check that the names on them match.",
    keep: "With your project, as long as your system needs service; deleted with your data when you ask.",
    who: "Our staff who handle your project's paperwork. We give them to the national portal and the DISCOM only as your application needs.",
  },
};

export const privacyNoticeCopy = {
  forms,
  formNames: {
    contact: "Contact form",
    quote: "Quote request",
    newsletter: "Newsletter",
    survey: "Booking a site survey",
    rights: "Privacy requests",
    proposal: "Accepting a proposal",
    documents: "Sending documents for your project",
  } satisfies Record<NoticeFormId, string>,
  /** The short notice's heading (a <summary>). */
  summary: "How we use these details (privacy notice)",
  labels: {
    data: "What we collect",
    purpose: "Why",
    keep: "How long",
    who: "Who sees it",
  },
  rights:
    "You can ask for a summary of your data, its correction or erasure, name a nominee, or raise a grievance; and withdraw any consent as easily as you gave it.",
  rightsLink: "Your privacy rights",
  fullLink: "Read the full privacy notice",
  /** {role} and {email}: the privacy contact. */
  contactLine: "Privacy questions: {role}, {email}.",
  contactRole: "Privacy and Grievance Officer",
  /** The opt-ins. */
  consents: {
    legend: "Optional: you may also hear from us (you can withdraw any time)",
    newsletter: "Send me the solar newsletter by e-mail",
    whatsapp: "Send me updates about my enquiry on WhatsApp (reply STOP to end them)",
    "marketing-calls": "Call me about offers and new products",
  },
  /** The full notice page. */
  page: {
    versionLabel: "Version",
    who: {
      heading: "Who we are",
      text: "{legalName} decides why and how the personal data you give this website is used (the Data Fiduciary, in the words of the Digital Personal Data Protection Act, 2023). You may read this notice in English or in Odia.",
    },
    formsHeading: "What each form collects, and why",
    consent: {
      heading: "Consent, and withdrawing it",
      paragraphs: [
        "What you give us for the purpose you came for (an answer, a quotation, a survey) is used for that purpose (section 7(a) of the Act). Our newsletter, WhatsApp messages and marketing calls are separate: each is a box you may tick, never ticked for you, and we record what you agreed to, with this notice's version, the language and the time (section 6).",
        "You may withdraw your consent at any time, as easily as you gave it (section 6(4)): every e-mail we send you has a link that withdraws all your consents and unsubscribes you in one step, and the rights page does the same. What you withdraw stops at once; what we did before stays lawful.",
      ],
    },
    rights: {
      heading: "Your rights",
      items: [
        "A summary of the personal data we hold about you and what we do with it (section 11).",
        "Correction, completion, updating, or erasure of your data (section 12).",
        "Grievance redressal: a complaint to us about how we handle your data (section 13).",
        "Naming a nominee to exercise your rights if you die or cannot act (section 14).",
      ],
      text: "Ask on our rights page. Each request gets a reference number, and we answer within 90 days at most (the period Rule 14 of the DPDP Rules, 2025 allows).",
    },
    board: {
      heading: "Complaining to the Data Protection Board of India",
      text: "If you are not satisfied with our answer to a grievance, you may complain to the Data Protection Board of India (section 13(3) of the Act: first raise it with us).",
    },
    contact: {
      heading: "Who to ask",
      text: "Questions about your personal data, and any request or grievance, go to our {role} at {email}. This contact is named on every e-mail we send you (Rule 9).",
    },
  },
  /** The rights page. */
  rightsPage: {
    intro: "Ask for any of these here, in English or Odia. We answer within 90 days at most.",
    kindLegend: "What are you asking for?",
    kinds: {
      copy: "A copy (summary) of my data",
      correction: "Correct or update my data",
      erasure: "Erase my data",
      nominee: "Name a nominee",
      grievance: "A grievance about how my data is handled",
    },
    emailLabel: "Email address you used with us",
    phoneLabel: "Phone number you used with us",
    messageLabel: "Details (what to correct, your nominee's name and contact, your grievance)",
    submit: "Send my request",
    sentTitle: "Request received",
    /** {reference} */
    sentText:
      "Your reference number is {reference}. Quote it in any message to us. We answer within 90 days at most.",
    copySentText:
      "We have e-mailed a link to that address. Open it and confirm, and your copy is shown to you.",
    withdrawHeading: "Withdraw your consents",
    withdrawText:
      "Every e-mail we send you has a link that withdraws all your consents and unsubscribes you in one step.",
  },
  /** The withdrawal page behind its e-mailed link. */
  withdraw: {
    heading: "Withdraw your consents",
    /** {email} */
    text: "This withdraws every consent given for {email} (newsletter, WhatsApp messages, marketing calls) and unsubscribes it from the newsletter, at once.",
    button: "Withdraw all my consents",
    doneHeading: "Done",
    doneText:
      "Your consents are withdrawn and you are unsubscribed. Nothing more will be sent to you for those purposes.",
  },
  /** The copy page behind its e-mailed link. */
  copy: {
    heading: "Your data: a copy",
    confirmText:
      "Confirm to see every record this website holds about {email}. Nothing about anyone else is shown.",
    confirm: "Show my data",
    intro:
      "Every record this website holds about {email}, by kind. The download has every field exactly as stored.",
    download: "Download it all (JSON)",
    empty: "Nothing.",
    /** The page's summary (issue 30); the download keeps every field as stored. */
    sections: {
      contact: "Messages you sent",
      quote: "Quote requests",
      privacy: "Privacy requests",
      newsletter: "Newsletter",
      consents: "What you agreed to",
      surveys: "Site surveys",
      proposals: "Proposals",
      projects: "Your project's steps",
      notes: "What our staff wrote about you",
      nextSteps: "What our staff plan to do next",
      mail: "E-mails we sent you",
      links: "Private links we sent you",
    },
    notesWhy:
      "Internal notes our staff keep while they work on your enquiry. They are your data, so they are shown here as written.",
    fields: {
      date: "Date",
      name: "Name",
      phone: "Phone",
      address: "Address",
      location: "PIN code or town",
      roofSize: "Roof size",
      monthlyBill: "Monthly bill",
      message: "Message",
      kind: "What you asked for",
      given: "Given",
      withdrawn: "Withdrawn",
      time: "Time",
      status: "Status",
      proposal: "Proposal {number}, version {version}",
      sent: "Sent",
      acceptedBy: "Accepted, as",
      done: "Done on",
      expected: "Expected",
      customerNote: "Our note for you",
      staffNote: "Our staff's own note",
      subject: "Subject",
      what: "What",
      due: "By",
      purpose: "For",
      validUntil: "Works until",
    },
    linkPurposes: {
      survey: "Booking your site survey",
      proposal: "Reading your proposal",
      project: "Following your project",
      privacy: "Your privacy (this copy, or withdrawing consent)",
    },
    statuses: {
      booked: "Booked",
      confirmed: "Confirmed",
      cancelled: "Cancelled",
      draft: "Being written",
      sent: "Sent",
      accepted: "Accepted",
      revoked: "Withdrawn",
    },
  },
  /** The lines each e-mail to a person ends with. {link} {role} {email} */
  emailFooter: {
    withdraw: "To withdraw your consents and unsubscribe in one step: {link}",
    contact: "Privacy questions: {role}, {email}",
  },
  /** The newsletter's double opt-in (issue 30): its e-mail and the page its link opens. */
  subscribeEmail: {
    subject: "Confirm your subscription to the {company} newsletter",
    text: "You (or someone giving your e-mail address) asked for our solar newsletter. Nothing is sent until you confirm it at this link; it works for 7 days:\n{link}\n\nIf you did not ask, ignore this e-mail.",
  },
  subscribe: {
    heading: "Confirm your newsletter subscription",
    text: "Confirm that {email} should receive our solar newsletter. You can unsubscribe at any time.",
    button: "Yes, subscribe me",
    doneHeading: "You are subscribed.",
    doneText: "Our next solar newsletter will arrive in your inbox.",
  },
  /** The copy request's confirmation e-mail. */
  copyEmail: {
    subject: "Confirm your request for a copy of your data ({reference})",
    text: "You (or someone giving your address) asked for a copy of the personal data our website holds about you. Open this link and confirm to see it; it works for 7 days:\n{link}\n\nIf you did not ask, ignore this e-mail: nothing is shown without the link.",
  },
};

export type PrivacyNoticeCopy = typeof privacyNoticeCopy;
