import type { SourceChannel } from "~/lib/lead-sources/lead-source";
import type { Dimension, Stage } from "~/features/dashboard/dashboard-figures";
import type { AgeBucket } from "~/features/dashboard/dashboard-data.server";
import type { PeriodKind } from "~/features/dashboard/period";

// The owner's dashboard (issue 37); the inbox is in English.

export const dashboardCopy = {
  title: "Dashboard",
  intro:
    "The business at a glance for a period, compared with the period before. Each figure opens the leads behind it. Sources are recorded from 29 November 2026; earlier leads show as “not recorded”.",
  period: {
    legend: "Period",
    kinds: {
      "this-month": "This month",
      "last-month": "Last month",
      "this-quarter": "This quarter",
      custom: "Days I pick",
    } satisfies Record<PeriodKind, string>,
    from: "From",
    to: "To",
    show: "Show",
    showing: "{from} to {to}, compared with {previousFrom} to {previousTo}",
  },
  stages: {
    lead: "Leads",
    contacted: "Contacted",
    surveyBooked: "Survey booked",
    surveyDone: "Survey done",
    proposalSent: "Proposal sent",
    accepted: "Accepted",
    installed: "Installed",
    commissioned: "Commissioned",
    credited: "Subsidies credited",
  } satisfies Record<Stage, string>,
  funnel: {
    heading: "From enquiry to subsidy",
    stage: "Stage",
    count: "Leads",
    before: "Period before",
    conversion: "Of the step before",
    days: "Median days from the step before",
    note: "A lead counts at a stage when it got that far, even if staff skipped a step on the way.",
  },
  channels: {
    referral: "A customer's referral",
    "ad-google": "Google ad",
    "ad-meta": "Facebook or Instagram ad",
    "ad-other": "Other ad",
    whatsapp: "WhatsApp",
    email: "E-mail or newsletter",
    search: "Search (not an ad)",
    social: "Social media",
    "other-site": "Another site",
    direct: "Direct (typed or bookmarked)",
    unknown: "Not recorded",
  } satisfies Record<SourceChannel, string>,
  dimensions: {
    channel: "By source",
    landingPage: "By the page the visit began on",
    language: "By language",
    pinArea: "By PIN area (first three digits)",
    assignee: "By salesperson",
    form: "By form",
  } satisfies Record<Dimension, string>,
  values: {
    language: { en: "English", or: "Odia" } as Record<string, string>,
    form: {
      contact: "Contact form",
      quote: "Quote form",
      planner: "Quote form from the planner",
    } as Record<string, string>,
    none: "(none)",
    nobody: "Nobody",
  },
  table: { leads: "Leads", won: "Won", now: "This period", before: "Period before" },
  contact: {
    heading: "The first call",
    median: "Median time to first contact",
    within: "Contacted by the end of the next working day",
    notContacted: "Not contacted yet",
    overdue: "Next steps overdue now",
    stalled: "Projects stalled now",
    hours: "{hours} h",
    minutes: "{minutes} min",
  },
  money: {
    heading: "Money",
    sent: "Proposals sent",
    accepted: "Proposals accepted",
    applied: "Subsidies applied for",
    owed: "Subsidies still to be credited, by days since applying (today)",
    unknown: "{count} project(s) applied for without an accepted proposal's amounts",
    buckets: {
      "0-30": "Up to 30 days",
      "31-60": "31–60 days",
      "61-90": "61–90 days",
      "over-90": "Over 90 days",
    } satisfies Record<AgeBucket, string>,
    count: "{count} · {value}",
  },
  perDay: { heading: "Leads a day", now: "This period", before: "Period before" },
  csv: "CSV",
  monthly: { subject: "Last month at a glance: {month}" },
  leads: {
    title: "Leads behind a figure",
    back: "Back to the dashboard",
    count: "{count} lead(s)",
    received: "Received",
    status: "Status",
    none: "No leads.",
  },
};
