import { cn } from "~/lib/cn";

/** The heading band at the top of every inner page. */
export function PageHero({
  heading,
  intro,
  children,
  className,
}: {
  heading: string;
  intro?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "relative overflow-hidden bg-gradient-to-br from-navy-900 via-navy-800 to-navy-700 text-white",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-sun-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        {intro ? (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-navy-100 sm:text-lg">
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
