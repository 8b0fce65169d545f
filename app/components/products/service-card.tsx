import { Check, Wrench, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { type ServiceInfo, productsPage } from "~/content/products";

const icons = { installation: Wrench, maintenance: ShieldCheck } as const;

/** One service: what it covers, its categories and a link to ask about it. */
export function ServiceCard({ service }: { service: ServiceInfo }) {
  const Icon = icons[service.id];
  const headingId = `${service.id}-heading`;
  return (
    <article
      id={service.id}
      aria-labelledby={headingId}
      className="flex scroll-mt-6 flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 id={headingId} className="mt-5 text-xl font-bold text-navy-900">
        {service.title}
      </h3>
      <p className="mt-3 leading-relaxed text-navy-700">{service.description}</p>
      <ul className="mt-6 space-y-4">
        {service.categories.map((category) => (
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
          to="/contact"
          viewTransition
          prefetch="intent"
          className={buttonVariants({ variant: "navy", size: "lg", className: "max-sm:w-full" })}
        >
          {productsPage.inquire}
          <span className="sr-only">{productsPage.linkSubject(service.title)}</span>
        </Link>
      </div>
    </article>
  );
}
