import { buttonVariants } from "~/components/ui/button";
import type { PrivateLinkCopy } from "~/content/copy/en/private-link";
import { fill } from "~/lib/i18n/fill";
import { useSite } from "~/lib/i18n/site-context";

/**
 * The one answer to a private link that opens nothing, whatever its purpose and whatever was
 * wrong with it (mistyped, expired, revoked): it says nothing about anyone.
 */
export function PrivateLinkNotFound({ copy, home }: { copy: PrivateLinkCopy; home: string }) {
  const { company } = useSite();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{copy.notFound.title}</h1>
      <p className="mt-4 text-navy-700">
        {fill(copy.notFound.text, { phone: company.phoneDisplay, email: company.email })}
      </p>
      <a href={home} className={buttonVariants({ variant: "navy", className: "mt-8" })}>
        {copy.notFound.home}
      </a>
    </section>
  );
}
