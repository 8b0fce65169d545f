import { formsCopy } from "~/content/copy/en/forms";

// A quote request's product as staff read it: the notification e-mail and the inbox stay
// English, so they name it as the English quote form does (its words are the products' own).

const names: Readonly<Record<string, string>> = formsCopy.quote.product.choices;

/** The product's English name; an id this site no longer offers, as it was stored. */
export function productName(id: string): string {
  return Object.hasOwn(names, id) ? names[id]! : id;
}
