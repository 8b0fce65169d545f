import { inboxCopy } from "~/content/inbox";
import { billInCurrency } from "~/lib/leads/quote-bill";
import type { InboxLead } from "~/features/lead-page/timeline";
import { leadLanguageName } from "~/lib/leads/lead-language";
import { productName } from "~/lib/leads/product-name";

// A lead as the page shows it: a name to call them by, and every field they sent.

const labels = inboxCopy.fields;

export function leadName(lead: InboxLead): string {
  return ("name" in lead && lead.name) || lead.email || lead.phone || "—";
}

/** Every field the visitor sent, as label and value, the estimate they saw as numbers. */
export function leadFields(lead: InboxLead): [string, string][] {
  const common: [string, string][] = [
    [labels.email, lead.email || "—"],
    [labels.phone, lead.phone || "—"],
    [labels.language, leadLanguageName(lead.language)],
  ];
  switch (lead.kind) {
    case "contact":
      return [[labels.name, lead.name], ...common, [labels.message, lead.message]];
    case "quote":
      return [
        [labels.name, lead.name],
        ...common,
        [labels.address, lead.address || "—"],
        [labels.location, lead.location],
        [labels.product, productName(lead.product)],
        [labels.roofSize, `${lead.roofSize} m²`],
        [labels.monthlyBill, billInCurrency(lead.monthlyBill, lead.estimateBasis)],
        [labels.estimateKw, `${lead.estimateKw} kW`],
        [labels.estimateRecommendation, lead.estimateRecommendation],
        [labels.estimatePrice, lead.estimatePrice],
        [labels.estimateBasis, labels.estimateBases[lead.estimateBasis]],
        [labels.message, lead.message || "—"],
      ];
    case "privacy":
      return [...common, [labels.message, lead.message || "—"]];
  }
}
