// The rates desk's words (issue 33): staff-facing, in English like the rest of the inbox.

export const ratesDeskCopy = {
  heading: "Planner rates",
  intro:
    "Every figure the savings planner and the proposals use, with its source and the day it was checked. A new value is a new version from a day you choose (today or later): the planner uses it from that day, and a plan or proposal worked out for an earlier day keeps the figures of its day.",
  overdue: (day: string) => `Past its check-again day (${day})`,
  holds: (from: string, to: string | null) =>
    to ? `In force ${from} to ${to}` : `In force from ${from}`,
  checked: (day: string) => `checked ${day}`,
  reviewBy: (day: string) => `check again by ${day}`,
  source: "Source",
  upcoming: (day: string, value: string) => `From ${day}: ${value}`,
  back: "Planner rates",
  inForce: "In force today",
  versions: "Its versions",
  version: (from: string, to: string | null) => (to ? `${from} to ${to}` : `From ${from}`),
  changedBy: (who: string, when: string) => `entered by ${who}, ${when}`,
  seeded: "as the site started",
  newVersion: "A new version",
  newVersionIntro:
    "Type the figures as the source gives them. The form starts from the newest version: for a new source, change its title, address and date too. Nothing is saved until you have seen what the change does to the planner's reference households.",
  fields: {
    value: "The figure",
    slabsLegend: "Monthly slabs: up to how many units, and the price a unit",
    upTo: (index: number) => `Slab ${index + 1}: up to (units a month; empty for the last)`,
    price: (index: number) => `Slab ${index + 1}: ₹ a unit`,
    yes: "Yes",
    validFrom: "In force from",
    validTo: "Last day (a scheme's end; leave empty if none is known)",
    sourceTitle: "Source, in English (who says so, and where)",
    sourceTitleOr: "Source, in Odia",
    sourceUrl: "Source's address (https://…)",
    sourcePublished: "Published on (if it says)",
    checkedOn: "Checked on",
    reviewBy: "Check again by",
    unconfirmed: "No source settles it: show it as an assumption the visitor can change",
  },
  review: "Check the change",
  save: "Save this version",
  confirm: "These figures are right: save them anyway",
  implausibleHeading: "Are these figures right?",
  beforeAfter: {
    heading: "What it does to the planner",
    intro: (day: string) =>
      `The planner's reference households on ${day}, worked out by the planner's own rules, with the figures in force and with this version.`,
    unchanged: "The planner's answer for these households does not change.",
    household: "Household",
    before: "Now",
    after: "With this version",
    size: "Size",
    cost: "Cost",
    subsidy: "Subsidy",
    netCost: "After subsidy",
    saving: "Saved a month",
    payback: "Pays back",
    years: (years: number | null) =>
      years === null ? "beyond 25 years" : `${years} year${years === 1 ? "" : "s"}`,
  },
  notices: {
    saved: "Saved: the planner uses it from its first day, on every server within seconds.",
    refused: "Not saved: fix the fields marked below.",
    reviewed: "Check what it does below, then save it.",
    changedSinceReview: "The figures changed since you checked them: check the change again.",
    confirmNeeded:
      "Not saved: tick “These figures are right” below, or correct the figures and check the change again.",
  },
} as const;
