// Where things live in the staff inbox, for links from e-mails, lists and actions.

export const inboxKinds = ["contact", "quote", "privacy"] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxPaths = {
  list: "/inbox",
  login: "/inbox/login",
  loginCode: "/inbox/login/code",
  account: "/inbox/account",
  logout: "/inbox/logout",
  subscribers: "/inbox/subscribers",
  surveys: "/inbox/surveys",
  surveySettings: "/inbox/survey-settings",
  proposals: "/inbox/proposals",
  proposal: (id: number) => `/inbox/proposals/${id}`,
  projects: "/inbox/projects",
  project: (id: number) => `/inbox/projects/${id}`,
  /** Service tickets after the sale (issue 36). */
  service: "/inbox/service",
  ticket: (id: number) => `/inbox/service/${id}`,
  /** Who referred whom (issue 36). */
  referrals: "/inbox/referrals",
  /** The business at a glance (issue 37). */
  dashboard: "/inbox/dashboard",
  /** Rights requests (issue 23), and the owner's log of staff views of people's records. */
  privacy: "/inbox/privacy",
  accessLog: "/inbox/access-log",
  leadsCsv: "/inbox/leads.csv",
  subscribersCsv: "/inbox/subscribers.csv",
  lead: (kind: InboxKind, id: number) => `/inbox/${kind}/${id}`,
  /** The content desk (issue 32): the company's details, the gallery. */
  content: "/inbox/content",
  contentCompany: "/inbox/content/company",
  /** An entry of a list the desk keeps (gallery, faq, testimonials). */
  contentEntry: (collection: string, id: string) => `/inbox/content/${collection}/${id}`,
  contentBlog: (slug: string) => `/inbox/content/blog/${slug}`,
  contentMarkdown: "/inbox/content/markdown",
  /** The rates desk (issue 33): the planner's figures, as dated versions. */
  rates: "/inbox/rates",
  rate: (key: string) => `/inbox/rates/${key}`,
  contentPreview: (collection: string, id: string, locale: string) =>
    `/inbox/content/preview/${collection}/${id}?lang=${locale}`,
} as const;

/** The absolute link to a lead, for the notification e-mail. */
export function inboxLeadUrl(siteUrl: string, kind: InboxKind, id: number): string {
  return new URL(inboxPaths.lead(kind, id), siteUrl).href;
}

export function inboxSubscriberUrl(siteUrl: string, email: string): string {
  const url = new URL(inboxPaths.subscribers, siteUrl);
  url.searchParams.set("q", email);
  return url.href;
}
