import { Check, Wrench, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { ProductsCopy } from "~/content/copy/en/products";
import { pagePaths } from "~/content/pages";
import type { ServiceId } from "~/content/products";
import { fill } from "~/lib/i18n/fill";
import { useLocalePath } from "~/lib/i18n/site-context";

const icons = { installation: Wrench, maintenance: ShieldCheck } as const;

/** The words one service card shows. */
export type ServiceWords = ProductsCopy["serviceItems"][ServiceId];

/** One service: what it covers, its categories and a link to ask about it. */
export function ServiceCard({
  id,
  words,
  inquire,
  linkSubject,
}: {
  id: ServiceId;
  words: ServiceWords;
  /** The contact link's text. */
  inquire: string;
  /** Read after the link's text by screen readers only: {title}. */
  linkSubject: string;
}) {
  const to = useLocalePath();
  const Icon = icons[id];
  const headingId = `${id}-heading`;
  return (
    <article
      id={id}
      aria-labelledby={headingId}
      className="flex scroll-mt-6 flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 id={headingId} className="mt-5 text-xl font-bold text-navy-900">
        {words.title}
      </h3>
      <p className="mt-3 leading-relaxed text-navy-700">{words.description}</p>
      <ul className="mt-6 space-y-4">
        {words.categories.map((category) => (
          <li key={category.name} className="flex gap-3">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
              <Check className="size-4" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold text-navy-900">{category.name}</span>
              <span className="block text-sm leading-relaxed text-navy-700">{category.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <Link
          to={to(pagePaths.contact)}
          viewTransition
          prefetch="intent"
          className={buttonVariants({ variant: "navy", size: "lg", className: "max-sm:w-full" })}
        >
          {inquire}
          <span className="sr-only">{fill(linkSubject, { title: words.title })}</span>
        </Link>
      </div>
    </article>
  );
}
