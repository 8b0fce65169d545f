// The How It Works page's words in English (spec sections 2 and 3), the steps by their neutral
// ids (~/content/process). copy/or/process.ts has the same shape (`satisfies ProcessCopy`).

export const processCopy = {
  steps: {
    eyebrow: "Our Process",
    heading: "Five steps to your own solar power",
    intro:
      "One team guides you from the first visit to years of reliable generation, so you always know what happens next.",
  },
  /** Above each step's title: {number}. */
  stepLabel: "Step {number}",
  stepItems: {
    survey: {
      title: "Site Survey & Consultation",
      description:
        "An engineer visits your home or business to check the roof's orientation, shading and structure, reads your electricity bills and listens to what you need: lower bills, backup through power cuts, or both.",
      /** When the step happens, to set expectations. */
      timing: "Within 48 hours of your request",
    },
    quotation: {
      title: "Customized Quotation",
      description:
        "You receive a clear, itemised quotation for a system sized to your roof and consumption, with expected generation, savings, payback period and the PM Surya Ghar subsidy and EMI options you qualify for.",
      timing: "Two to three days after the survey",
    },
    design: {
      title: "System Design & Approval",
      description:
        "Our engineers finalise the panel layout, structure and wiring, and we handle the paperwork: net-metering application with your DISCOM, subsidy registration and any approvals your building needs.",
      timing: "One to three weeks, depending on approvals",
    },
    installation: {
      title: "Professional Installation",
      description:
        "Our own certified installers mount the structure, panels, inverter and batteries with proper earthing and lightning protection, then test every string, keeping your site clean and safe throughout.",
      timing: "One to three days on site for most homes",
    },
    support: {
      title: "Activation & Ongoing Support",
      description:
        "We commission the system, set up the monitoring app on your phone and show you how everything works. After that, scheduled maintenance and a 24/7 helpline keep it producing for decades.",
      timing: "From switch-on day, for the life of your system",
    },
  },
  closing: {
    heading: "Ready to take the first step?",
    text: "Book a free site survey and get a preliminary estimate for your home or business in minutes.",
    cta: "Get Your Free Quote Today",
  },
};

export type ProcessCopy = typeof processCopy;
