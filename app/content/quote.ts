import { productOptions } from "~/content/products";
import { defaultQuoteProduct, type QuoteProductId } from "~/lib/leads/quote-products";

// The quote request's products as staff read them (the notification e-mail and the inbox,
// which stay English). The page's own words are copy: copy/<locale>/forms.ts and quote.ts.

/** "Product of interest": the products of the Products page, then "not sure yet". */
export const productChoices: { id: QuoteProductId; label: string }[] = [
  ...productOptions.map(({ id, title }) => ({ id, label: title })),
  { id: defaultQuoteProduct, label: "Not sure yet" },
];
