import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/** Where the page sits in the site, on the dark header band. */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-navy-100">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? (
              <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-navy-300" />
            ) : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                viewTransition
                prefetch="intent"
                className="rounded-sm font-medium text-white underline-offset-4 hover:text-sun-300 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-navy-100">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
