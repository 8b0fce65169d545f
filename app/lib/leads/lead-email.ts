import { configDefaults } from "~/config-defaults";
import { billInCurrency } from "./quote-bill";
import { shownCompany } from "~/lib/content/shown-company";
import { inboxLeadUrl, inboxSubscriberUrl } from "~/lib/inbox/inbox-paths";
import type { Lead, PrivacyRequest } from "./lead-record";
import { leadLanguageName } from "./lead-language";
import { productName } from "./product-name";
import { quotePlanEmailLines } from "./quote-plan-email";
import { answerWithinDays, type RightsRequestKind } from "~/lib/privacy/rights-requests";

export interface LeadEmail {
  subject: string;
  text: string;
  /** The visitor's address, so the company can answer with "Reply". */
  replyTo: string | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The notification the company receives for a new lead: plain text, every field, and with
 * `siteUrl` (VITE_SITE_URL) a link to the lead in the staff inbox.
 */
/** What each kind of rights request asks of us, in the staff's words. */
const rightsAsked: Record<RightsRequestKind, string> = {
  copy: "send a copy of their data",
  correction: "correct or update their data",
  erasure: "delete their data",
  nominee: "record their nominee",
  grievance: "answer a grievance",
};

export function composeLeadEmail(lead: Lead | PrivacyRequest, siteUrl?: string): LeadEmail {
  const link = !siteUrl
    ? []
    : lead.kind === "newsletter"
      ? ["", `In the inbox: ${inboxSubscriberUrl(siteUrl, lead.email)}`]
      : ["", `Open it in the inbox: ${inboxLeadUrl(siteUrl, lead.kind, lead.id)}`];
  const received = [`Received: ${lead.createdAt} (UTC), ${lead.kind} #${lead.id}`, ...link].join(
    "\n",
  );
  // The language of the page they wrote from: answer in it.
  const language = `Language: ${leadLanguageName(lead.language)}`;
  switch (lead.kind) {
    case "contact":
      return {
        subject: oneLine(`New message from ${lead.name} via the website`),
        replyTo: lead.email,
        text: [
          `${lead.name} sent a message through the contact form of the ${shownCompany("en").name} website.`,
          "",
          `Name: ${lead.name}`,
          `Email: ${lead.email}`,
          `Phone: ${lead.phone || "(not given)"}`,
          language,
          "",
          "Message:",
          lead.message,
          "",
          received,
        ].join("\n"),
      };
    case "quote":
      return {
        subject: oneLine(
          `New quote request from ${lead.name}, ${lead.location} (${lead.estimateRecommendation})`,
        ),
        replyTo: lead.email,
        text: [
          `${lead.name} asked for a free solar quote on the ${shownCompany("en").name} website.`,
          "",
          `Name: ${lead.name}`,
          `Email: ${lead.email}`,
          `Phone: ${lead.phone}`,
          language,
          `Street address: ${lead.address || "(not given)"}`,
          `Location: ${lead.location}`,
          `Product of interest: ${productName(lead.product)}`,
          `Roof size: ${lead.roofSize} m²`,
          `Monthly electricity bill: ${billInCurrency(lead.monthlyBill, lead.estimateBasis)}`,
          `Preliminary estimate shown: ${lead.estimateRecommendation}, ${lead.estimatePrice}`,
          "",
          ...quotePlanEmailLines(lead, siteUrl ?? configDefaults.siteUrl),
          "Message:",
          lead.message || "(none)",
          "",
          received,
        ].join("\n"),
      };
    case "newsletter":
      return {
        subject: oneLine(`New newsletter subscriber: ${lead.email}`),
        replyTo: lead.email,
        text: [
          `${lead.email} subscribed to the newsletter on the website.`,
          language,
          "",
          received,
        ].join("\n"),
      };
    case "privacy":
      // Named as the person made it, with the time the rules give (issue 30: a copy request
      // arrived as "delete the data of …, within 30 days").
      return {
        subject: oneLine(
          `Privacy request: ${rightsAsked[lead.requestKind]}, ${lead.email || lead.phone} (answer within ${answerWithinDays} days)`,
        ),
        replyTo: lead.email || null,
        text: [
          `Someone asked on the ${shownCompany("en").name} website that we ${rightsAsked[lead.requestKind]}.`,
          "",
          `Email: ${lead.email || "(not given)"}`,
          `Phone: ${lead.phone || "(not given)"}`,
          language,
          "",
          "Message:",
          lead.message || "(none)",
          "",
          received,
        ].join("\n"),
      };
  }
}
