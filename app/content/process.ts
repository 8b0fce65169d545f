// The five steps of the How It Works page (spec sections 2 and 3, "Process step").

export type ProcessStepIcon = "survey" | "quotation" | "design" | "installation" | "support";

export interface ProcessStep {
  id: 1 | 2 | 3 | 4 | 5;
  title: string;
  description: string;
  /** When the step happens, to set expectations. */
  timing: string;
  icon: ProcessStepIcon;
}

export const processSteps: ProcessStep[] = [
  {
    id: 1,
    title: "Site Survey & Consultation",
    description:
      "An engineer visits your home or business to check the roof's orientation, shading and structure, reads your electricity bills and listens to what you need: lower bills, backup through power cuts, or both.",
    timing: "Within 48 hours of your request",
    icon: "survey",
  },
  {
    id: 2,
    title: "Customized Quotation",
    description:
      "You receive a clear, itemised quotation for a system sized to your roof and consumption, with expected generation, savings, payback period and the PM Surya Ghar subsidy and EMI options you qualify for.",
    timing: "Two to three days after the survey",
    icon: "quotation",
  },
  {
    id: 3,
    title: "System Design & Approval",
    description:
      "Our engineers finalise the panel layout, structure and wiring, and we handle the paperwork: net-metering application with your DISCOM, subsidy registration and any approvals your building needs.",
    timing: "One to three weeks, depending on approvals",
    icon: "design",
  },
  {
    id: 4,
    title: "Professional Installation",
    description:
      "Our own certified installers mount the structure, panels, inverter and batteries with proper earthing and lightning protection, then test every string, keeping your site clean and safe throughout.",
    timing: "One to three days on site for most homes",
    icon: "installation",
  },
  {
    id: 5,
    title: "Activation & Ongoing Support",
    description:
      "We commission the system, set up the monitoring app on your phone and show you how everything works. After that, scheduled maintenance and a 24/7 helpline keep it producing for decades.",
    timing: "From switch-on day, for the life of your system",
    icon: "support",
  },
];

export const processPage = {
  steps: {
    eyebrow: "Our Process",
    heading: "Five steps to your own solar power",
    intro:
      "One team guides you from the first visit to years of reliable generation, so you always know what happens next.",
  },
  stepLabel: (id: number) => `Step ${id}`,
  closing: {
    heading: "Ready to take the first step?",
    text: "Book a free site survey and get a preliminary estimate for your home or business in minutes.",
    cta: "Get Your Free Quote Today",
  },
} as const;
