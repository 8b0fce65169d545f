import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { inboxCopy } from "~/content/inbox";

const copy = inboxCopy.list;

/** "Newer · Page 2 of 5 · Older" under a list, as plain links (the filters stay in the URL). */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= pageCount ? (
      <Link to={hrefFor(to)} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {label}
      </Link>
    ) : (
      <span />
    );
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      {step(page - 1, copy.previous)}
      <span className="text-sm text-navy-700">{copy.page(page, pageCount)}</span>
      {step(page + 1, copy.next)}
    </nav>
  );
}
