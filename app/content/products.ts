// Products and services of the Products & Services page (spec sections 2 and 3): the neutral
// data. Their names, descriptions and detail rows are copy (copy/<locale>/products.ts), by id.
// The quote form offers the same products by id, so /quote-request?product=<id> names one.

export const productIds = ["solar-panels", "inverters", "batteries"] as const;
export type ProductId = (typeof productIds)[number];

export interface ProductInfo {
  id: ProductId;
  image: { src: string; width: number; height: number };
}

export const products: ProductInfo[] = productIds.map((id) => ({
  id,
  image: { src: `/media/products/${id}.webp`, width: 800, height: 600 },
}));

/** Where a product's "Request Quote" link leads (a neutral path: localise it for the page). */
export function quoteRequestHref(id: ProductId): string {
  return `/quote-request?${new URLSearchParams({ product: id })}`;
}

export const serviceIds = ["installation", "maintenance"] as const;
export type ServiceId = (typeof serviceIds)[number];
