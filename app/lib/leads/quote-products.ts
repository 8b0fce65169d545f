import { productIds } from "~/content/products";

/** Product ids a quote request may name: the products' ?product= ids, or "not sure yet". */
export const quoteProductIds = [...productIds, "not-sure"] as const;
export type QuoteProductId = (typeof quoteProductIds)[number];
export const defaultQuoteProduct: QuoteProductId = "not-sure";
