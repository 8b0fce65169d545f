import type * as React from "react";
import { cn } from "~/lib/cn";

/** The page width and side padding every band of content shares. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="container"
      className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}
      {...props}
    />
  );
}

const tones = {
  white: "bg-white",
  tint: "bg-navy-50",
  warm: "bg-sun-50",
  dark: "bg-navy-900 text-white",
} as const;

/** A full-width band of a page, with the site's vertical rhythm. */
export function Section({
  tone = "white",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: keyof typeof tones }) {
  return (
    <section
      data-slot="section"
      className={cn("py-16 sm:py-24", tones[tone], className)}
      {...props}
    >
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, heading and intro at the top of a section. */
export function SectionHeader({
  eyebrow,
  heading,
  intro,
  id,
  align = "center",
  tone = "light",
  className,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Id of the heading, for aria-labelledby on the section. */
  id?: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div
      data-slot="section-header"
      className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}
    >
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-bold tracking-wider uppercase",
            dark ? "text-sun-300" : "text-sun-700",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl",
          dark ? "text-white" : "text-navy-900",
        )}
      >
        {heading}
      </h2>
      {intro ? (
        <p
          className={cn(
            "mt-4 text-base leading-relaxed sm:text-lg",
            dark ? "text-navy-100" : "text-navy-700",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
