import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { ProductsCopy } from "~/content/copy/en/products";
import { type ProductInfo, quoteRequestHref } from "~/content/products";
import { cn } from "~/lib/cn";
import { fill } from "~/lib/i18n/fill";
import { useLocalePath } from "~/lib/i18n/site-context";

/** The words one product card shows. */
export type ProductWords = ProductsCopy["productItems"][ProductInfo["id"]];

/** One product: picture, description, its detail rows and a quote link. */
export function ProductCard({
  product,
  words,
  requestQuote,
  linkSubject,
  eager = false,
}: {
  product: ProductInfo;
  words: ProductWords;
  /** The quote link's text. */
  requestQuote: string;
  /** Read after the link's text by screen readers only: {title}. */
  linkSubject: string;
  eager?: boolean;
}) {
  const to = useLocalePath();
  const headingId = `${product.id}-heading`;
  return (
    <article
      id={product.id}
      aria-labelledby={headingId}
      className="flex scroll-mt-6 flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md target:ring-4 target:ring-sun-300"
    >
      <img
        src={product.image.src}
        alt={words.imageAlt}
        width={product.image.width}
        height={product.image.height}
        // The first card's photo is the page's largest paint on a phone: fetched first, and
        // drawn in the same frame as the text around it.
        loading={eager ? undefined : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding={eager ? undefined : "async"}
        className="aspect-[4/3] w-full bg-navy-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-xl font-bold text-navy-900">
          {words.title}
        </h3>
        <p className="mt-3 leading-relaxed text-navy-700">{words.description}</p>
        <dl className="mt-6 divide-y divide-navy-100 border-y border-navy-100">
          {words.details.map((detail) => (
            <div key={detail.label} className="py-3">
              <dt className="text-xs font-bold tracking-wider text-sun-800 uppercase">
                {detail.label}
              </dt>
              <dd className="mt-1 font-medium text-navy-900">{detail.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto pt-6">
          <Link
            to={to(quoteRequestHref(product.id))}
            viewTransition
            prefetch="intent"
            className={cn(buttonVariants({ variant: "sun", size: "lg" }), "w-full")}
          >
            {requestQuote}
            <span className="sr-only">{fill(linkSubject, { title: words.title })}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
