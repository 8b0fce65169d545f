// The staff side of proposals (issue 21), in English like the rest of the inbox: the lead
// page's panel, the editor (/inbox/proposals/:id) and the list (/inbox/proposals).

export const proposalStaffCopy = {
  list: {
    heading: "Proposals",
    intro:
      "Every proposal, the latest change first. Open one to edit its draft or see what the customer did.",
    none: "No proposals yet. Write one from a quote request's page.",
    columns: {
      number: "Proposal",
      customer: "Customer",
      status: "Status",
      sent: "Sent",
      opened: "First opened",
      accepted: "Accepted",
    },
  },
  statuses: {
    draft: "Draft",
    sent: "Sent",
    accepted: "Accepted",
    revoked: "Withdrawn",
  },
  panel: {
    heading: "Proposal",
    none: "No proposal yet. One starts from this request (and from its planner plan, if it came with one).",
    write: "Write a proposal",
    open: "Open the proposal",
    version: (version: number) => `version ${version}`,
    sent: "Sent",
    opened: "First opened",
    notOpened: "Not opened yet",
    accepted: "Accepted",
  },
  editor: {
    back: "Back to the lead",
    heading: (number: string, name: string) => `Proposal ${number} · ${name}`,
    language: { en: "English", or: "Odia" },
    languageNote: (language: string) =>
      `The customer reads the proposal in ${language}: write the components, warranties and what is included in ${language}.`,
    draftHeading: (version: number) => `Draft, version ${version}`,
    frozen: (version: number, sentAt: string) =>
      `Version ${version} was sent on ${sentAt}. A sent version cannot be changed: make a new version to change anything.`,
    fields: {
      category: "Customer",
      categories: {
        home: "Home",
        society: "Housing society / RWA",
        business: "Shop, office or institution",
      },
      houses: "Houses in the society",
      sizeKw: "System size (kW)",
      system: "Type",
      systems: { "on-grid": "On-grid", hybrid: "Hybrid (battery backup)", "off-grid": "Off-grid" },
      panels: "Solar panels",
      inverter: "Inverter",
      structure: "Mounting structure",
      battery: "Battery (hybrid and off-grid)",
      priceBeforeGst: "Price before GST (₹)",
      priceHint: (perKw: string) =>
        `Digits only, commas allowed (1,80,000). Sending needs at least ${perKw} a kW: less is a missing zero, not a price.`,
      gstRate: "GST rate (%)",
      gstHint:
        "5% on a solar power system from 22 September 2025 (12% before): GST Council, 56th meeting; MNRE, 17 September 2025. Type the rate your invoice uses if it differs (about 8.9% under the 70:30 rule).",
      loanOffered: "Offer a bank loan beside cash",
      loanYears: "Loan tenure (years, 1–10)",
      warranties: "Warranties (one a line)",
      included: "What the price includes (one item a line)",
      validUntil: "Valid until",
    },
    figures: {
      heading: "Figures on today's rules",
      intro:
        "Worked out by the planner's rules for today; frozen with the proposal's day when it is sent. Subsidies are never typed.",
      priceWithGst: "Price with GST",
      subsidies: "Subsidies",
      noSubsidy: "No subsidy for this customer and system today.",
      ended: (scheme: string, day: string) => `${scheme} ended on ${day}.`,
      net: "After subsidies",
      emi: (emi: string, months: number, rate: string) =>
        `EMI ${emi} a month for ${months} months at ${rate}%`,
      emiAfter: (emi: string) => `then ${emi} a month once the subsidy reaches the loan`,
    },
    schemes: {
      centralHome: "PM Surya Ghar central subsidy",
      centralSociety: "PM Surya Ghar society subsidy",
      stateHome: "Odisha state top-up",
    },
    save: "Save draft",
    send: "Send to the customer",
    sendNote:
      "Sending freezes this version, e-mails the customer a private link in their language, and puts it on the timeline.",
    newVersion: "Make a new version",
    revoke: "Withdraw the proposal",
    revokeNote: "Withdrawing shuts its link: the customer then sees “not found”.",
    saved: "Saved.",
    sentDone: "Sent. The customer's link (shown only now; the e-mail carries it too):",
    kept: "Nothing saved yet: press Save draft to keep what you typed.",
    unsaved: "Not saved yet: what you typed is shown again below.",
    problems: {
      fields: "Some fields need another look (marked below). Nothing was saved.",
      incomplete: "Saved as a draft. Before it can be sent, fill in the fields marked below.",
      frozen:
        "That version is already sent and cannot be changed. Make a new version to change it.",
      invalid: "That change could not be made.",
    },
    fieldProblem: "Please check this field.",
    preview: (version: number) => `Version ${version} as the customer sees it`,
    versions: {
      heading: "Versions",
      version: (version: number) => `Version ${version}`,
      draft: "Draft, not sent",
      by: (name: string) => `Written by ${name}`,
      sent: (at: string) => `Sent ${at}`,
      opened: (at: string) => `first opened ${at}`,
      notOpened: "not opened yet",
      accepted: (at: string, name: string) => `Accepted ${at} by “${name}”`,
      from: (ip: string, browser: string) =>
        `from ${ip || "an unknown address"}, ${browser || "an unknown browser"}`,
    },
  },
};
