import { ArrowRightIcon, SunIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { cn } from "~/lib/cn";

/**
 * The home page's heading and its two calls to action, over the slideshow. Server-only HTML in
 * the slideshow island's slot, so it takes everything as plain values: no context, no router
 * (a public page loads the next page as a document).
 */
export function HeroHeading({
  tagline,
  heading,
  intro,
  primary,
  secondary,
}: {
  tagline: string;
  heading: string;
  intro?: string;
  primary: { label: string; href: string };
  secondary: { label: string; href: string };
}) {
  return (
    <Container className="py-14 sm:py-20">
      <div className="max-w-2xl">
        <p className="inline-flex items-center gap-2 rounded-full border border-sun-300/40 bg-navy-950/40 px-3.5 py-1.5 text-xs font-bold tracking-wider text-sun-300 uppercase sm:text-sm">
          <SunIcon aria-hidden="true" className="size-4" />
          {tagline}
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
          {heading}
        </h1>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-navy-100 sm:text-lg">{intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={primary.href} className={buttonVariants({ variant: "sun", size: "lg" })}>
            {primary.label}
            <ArrowRightIcon aria-hidden="true" />
          </a>
          <a
            href={secondary.href}
            className={cn(
              buttonVariants({ variant: "outline-light", size: "lg" }),
              "bg-navy-950/30",
            )}
          >
            {secondary.label}
          </a>
        </div>
      </div>
    </Container>
  );
}
