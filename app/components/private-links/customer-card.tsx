import { cn } from "~/lib/cn";

/**
 * One card of a customer's private page (the project's): a section named by its heading for
 * assistive technology, and found by tests under the same id. "alert" is for what the customer
 * must correct.
 */
export function CustomerCard({
  id,
  heading,
  tone = "plain",
  children,
}: {
  id: string;
  heading: string;
  tone?: "plain" | "alert";
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={cn(
        "rounded-2xl p-6",
        tone === "alert" ? "border-2 border-red-300 bg-red-50" : "bg-white shadow-sm",
      )}
    >
      <h2
        id={id}
        className={cn("text-xl font-bold", tone === "alert" ? "text-red-900" : "text-navy-900")}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
