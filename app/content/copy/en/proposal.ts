// The customer's proposal (issue 21): its page behind a private link, the acceptance, and the
// e-mail that brings the link. copy/or/proposal.ts has the same shape. Figures are filled in
// ({price}), formatted in the reader's language.

/** The terms a customer accepts, by their version: a change of the terms is a new version. */
export const proposalTermsVersion = "2026-11-24";

export const proposalCopy = {
  page: {
    title: "Your solar proposal",
    heading: "Your solar proposal",
    number: "Proposal {number}, version {version}",
    dated: "Dated {date}",
    validUntil: "Valid until {date}",
    forWhom: "For {name}, {place}",
    printHint:
      "To keep a copy, print this page or save it as a PDF from your browser's print menu.",
    system: {
      heading: "Your system",
      size: "System size",
      sizeValue: "{size} kW",
      type: "Type",
      types: {
        "on-grid": "On-grid with net metering",
        hybrid: "Hybrid with battery backup",
        "off-grid": "Off-grid with batteries",
      },
      panels: "Solar panels",
      inverter: "Inverter",
      structure: "Mounting structure",
      battery: "Battery",
    },
    price: {
      heading: "Price",
      beforeGst: "Price before GST",
      gst: "GST at {rate}%",
      withGst: "Price with GST",
      subsidiesHeading: "Subsidies for you",
      schemes: {
        centralHome: "PM Surya Ghar central subsidy",
        centralSociety: "PM Surya Ghar subsidy for the society",
        stateHome: "Odisha state top-up",
      },
      subsidyNote:
        "As the rules stand on {date}. The government pays the subsidies into your bank account after the system is commissioned, if it is commissioned while the scheme is open (until {end}).",
      ended: "{scheme}: the scheme ended on {date}, so it is not counted.",
      none: {
        "off-grid":
          "Off-grid systems get no subsidy: the schemes are for grid-connected rooftop systems.",
        hybrid: "No subsidy is counted for a hybrid system under today's rules.",
        business: "Shops, offices and institutions get none of the household subsidies.",
      },
      net: "Your cost after subsidies",
    },
    payment: {
      heading: "How you can pay",
      cash: "Cash",
      cashText:
        "Pay {price} in stages: 40% with the order, 50% when the material reaches your roof, 10% after commissioning.",
      loan: "Bank loan",
      loanRate: "Interest rate",
      loanRateValue: "{rate}% a year",
      margin: "Margin money you pay first",
      principal: "The bank lends",
      tenure: "Tenure",
      tenureValue: "{years} years ({months} monthly instalments)",
      emi: "EMI",
      emiAfter: "EMI once the subsidy reaches the loan account (after about {months} months)",
      emiValue: "{emi} a month",
      loanNote:
        "The rate is the bank's for this size under PM Surya Ghar today; the bank decides the loan and its rate.",
      /** A business or society: PM Surya Ghar's home loans are not theirs (issue 30). */
      loanNoteNotHome:
        "The rate assumed is a bank's for a system of this size; your bank decides the loan and quotes its own rate.",
    },
    warranties: "Warranties",
    included: "What the price includes",
    rules: {
      heading: "Where the figures come from",
      line: "{source}: in force from {from}{to}; checked on {checked}.",
      to: " to {to}",
      /**
       * The GST rule's source in the page's language (the planner's rules have theirs in the
       * planner's copy); English reads the source's own title, frozen with the proposal.
       */
      gstSource: null as string | null,
    },
    terms: {
      heading: "Terms",
      items: [
        "The price holds until the date of validity above; after it we confirm it again.",
        "Subsidies are paid by the government, not by us: we apply for them on your behalf, and their amount and timing follow the scheme's rules on the day the system is commissioned.",
        "Installation starts after the site survey confirms the roof, and after the first payment.",
        "Warranties are the manufacturers' for the products and ours for the installation, as listed above.",
        "Either side may cancel before the material is delivered; after that, material delivered is charged at cost.",
      ],
    },
    accept: {
      heading: "Accept this proposal",
      intro: "Type your full name and tick the box to accept this proposal as it is shown above.",
      name: "Your full name",
      terms: "I have read this proposal and its terms, and I accept them.",
      submit: "Accept",
      nameMissing: "Please type your full name.",
      nameTooLong: "Please keep your name under 200 characters.",
      termsMissing: "Please tick the box to accept the terms.",
      replaced:
        "This proposal was changed while you were reading it. Please read the new version below before you accept it.",
      expired: "This proposal was valid until {date}. Please call us on {phone} for a new one.",
    },
    accepted: "Accepted on {date} by {name}.",
    acceptedThanks: "Thank you. We will call you to plan the installation.",
    privacy:
      "This page is for you alone: please do not share its link. It is not shown to search engines.",
  },
  /** What a new draft's lists start with, in the customer's language; staff edit them. */
  draft: {
    warranties:
      "Solar panels: 12 years on the product, 25 years on output\nInverter: 5 years\nInstallation and mounting structure: 5 years",
    included:
      "Design, supply and installation\nWiring, earthing and lightning arrester\nNet meter application with the DISCOM\nOne year of free maintenance visits",
    /** Added for a home or a society only: a business has no subsidy to apply for (issue 30). */
    includedSubsidy: "Subsidy application on the national portal",
  },
  emails: {
    greeting: "Namaste {name},",
    sent: {
      subject: "Your solar proposal {number} from {company}",
      text: "Our proposal for your {size} kW solar system is ready. You can read it, print it and accept it online here:",
    },
    revised: {
      subject: "Your updated solar proposal {number} (version {version}) from {company}",
      text: "We have updated our proposal for your {size} kW solar system. The new version replaces the earlier one; you can read it, print it and accept it online here:",
    },
    valid: "It is valid until {date}.",
    questions: "Questions? Call us on {phone} or reply to this e-mail.",
    signature: "{company} · {phone}",
    privacy: "To have your details erased, use the form at {privacy}",
  },
};

export type ProposalCopy = typeof proposalCopy;
