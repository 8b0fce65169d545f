import { company } from "~/content/company";
import { productChoices } from "~/content/quote";
import type { Lead } from "./lead-record";
import { quotePlanEmailLines } from "./quote-plan-email";

export interface LeadEmail {
  subject: string;
  text: string;
  /** The visitor's address, so the company can answer with "Reply". */
  replyTo: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const productName = (id: string) => productChoices.find((choice) => choice.id === id)?.label ?? id;

/** The notification the company receives for a new lead: plain text, every field. */
export function composeLeadEmail(lead: Lead): LeadEmail {
  const received = `Received: ${lead.createdAt} (UTC), ${lead.kind} #${lead.id}`;
  switch (lead.kind) {
    case "contact":
      return {
        subject: oneLine(`New message from ${lead.name} via the website`),
        replyTo: lead.email,
        text: [
          `${lead.name} sent a message through the contact form of the ${company.name} website.`,
          "",
          `Name: ${lead.name}`,
          `Email: ${lead.email}`,
          `Phone: ${lead.phone || "(not given)"}`,
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
          `${lead.name} asked for a free solar quote on the ${company.name} website.`,
          "",
          `Name: ${lead.name}`,
          `Email: ${lead.email}`,
          `Phone: ${lead.phone}`,
          `Street address: ${lead.address || "(not given)"}`,
          `Location: ${lead.location}`,
          `Product of interest: ${productName(lead.product)}`,
          `Roof size: ${lead.roofSize} m²`,
          `Monthly electricity bill: ${lead.monthlyBill}`,
          `Preliminary estimate shown: ${lead.estimateRecommendation}, ${lead.estimatePrice}`,
          "",
          ...quotePlanEmailLines(lead),
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
        text: [`${lead.email} subscribed to the newsletter on the website.`, "", received].join(
          "\n",
        ),
      };
  }
}
