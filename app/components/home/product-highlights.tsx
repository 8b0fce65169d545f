import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { productHighlights, productsLink } from "~/content/home";
import { useLocalePath } from "~/lib/i18n/site-context";

/** The three product families, each card leading to the products page. */
export function ProductHighlights({ copy }: { copy: HomeCopy["products"] }) {
  const to = useLocalePath();
  return (
    <Section aria-labelledby="products-heading">
      <SectionHeader
        id="products-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {productHighlights.map((product) => {
          const words = copy.items[product.id];
          return (
            <li key={product.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md">
                <img
                  src={product.image.src}
                  alt={words.imageAlt}
                  width={product.image.width}
                  height={product.image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-navy-50 object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
                <div className="flex flex-1 flex-col border-t border-navy-100 p-6">
                  <h3 className="text-xl font-bold text-navy-900">
                    {/* The link covers the whole card, so the card is one tap target. */}
                    <Link
                      to={to(productsLink)}
                      viewTransition
                      prefetch="intent"
                      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-sun-500 focus-visible:after:ring-inset"
                    >
                      {words.title}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 leading-relaxed text-navy-700">{words.description}</p>
                  <span
                    aria-hidden="true"
                    className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-sun-800"
                  >
                    {copy.linkLabel}
                    <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
                  </span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
