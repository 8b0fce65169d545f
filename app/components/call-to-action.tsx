import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { cn } from "~/lib/cn";

export interface CallToActionLink {
  label: string;
  /** A page of the site… */
  to?: string;
  /** …or a tel:/mailto: address. */
  href?: string;
  icon?: LucideIcon;
  /** Words read before the label by screen readers only (e.g. "Call" before a number). */
  srPrefix?: string;
}

/**
 * The dark card that closes a page with its next step (a quote, a call): one look for every
 * page. The first action is the primary one.
 */
export function CallToAction({
  id,
  heading,
  text,
  actions,
  layout = "centered",
  background = "white",
  aside,
}: {
  /** Id of the heading, which names the section. */
  id: string;
  heading: string;
  text: string;
  actions: CallToActionLink[];
  layout?: "centered" | "split";
  background?: "white" | "tint" | "warm";
  /** A quieter next step, as a text link under the text (e.g. the savings planner). */
  aside?: { label: string; to: string };
}) {
  const split = layout === "split";
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "py-16 sm:py-20",
        { white: "bg-white", tint: "bg-navy-50", warm: "bg-sun-50" }[background],
      )}
    >
      <Container>
        <div
          className={cn(
            "relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-navy-900 via-navy-800 to-navy-700 px-6 py-12 text-white shadow-lg sm:px-12 sm:py-14",
            split
              ? "flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between"
              : "text-center",
          )}
        >
          <div
            aria-hidden="true"
            className="absolute -top-20 -left-20 -z-10 size-64 rounded-full bg-sun-500/20 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-24 -z-10 size-72 rounded-full bg-sun-400/15 blur-3xl"
          />
          <div className={cn("max-w-2xl", !split && "mx-auto")}>
            <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-4 text-base leading-relaxed text-navy-100 sm:text-lg">{text}</p>
            {aside ? (
              <p className="mt-4">
                <Link
                  to={aside.to}
                  viewTransition
                  prefetch="intent"
                  className="inline-flex items-center gap-2 font-semibold text-sun-300 underline underline-offset-4 hover:text-sun-200"
                >
                  {aside.label}
                  <ArrowRightIcon aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </p>
            ) : null}
          </div>
          <div
            className={cn(
              "flex flex-col gap-3 sm:flex-row",
              split ? "lg:shrink-0" : "mt-8 justify-center",
            )}
          >
            {actions.map((action, index) => (
              <CallToActionButton key={action.label} action={action} primary={index === 0} />
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}

function CallToActionButton({ action, primary }: { action: CallToActionLink; primary: boolean }) {
  const className = buttonVariants({ variant: primary ? "sun" : "outline-light", size: "lg" });
  const Icon = action.icon;
  const content = (
    <>
      {Icon ? <Icon aria-hidden="true" /> : null}
      <span>
        {action.srPrefix ? <span className="sr-only">{action.srPrefix} </span> : null}
        {action.label}
      </span>
      {primary && action.to ? <ArrowRightIcon aria-hidden="true" /> : null}
    </>
  );
  if (action.to) {
    return (
      <Link to={action.to} viewTransition prefetch="intent" className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={action.href} className={className}>
      {content}
    </a>
  );
}
