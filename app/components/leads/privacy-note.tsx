import { ShieldCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/**
 * The line under a form saying what its details are used for, with the policy linked where
 * the sentence has its `{link}` (a plain link: the policy is a page of its own).
 */
export function PrivacyNote({
  text,
  link,
  className,
}: {
  text: string;
  /** The privacy policy in the page's language, and the link's words. */
  link: { href: string; label: string };
  className?: string;
}) {
  const [before = "", after = ""] = text.split("{link}");
  return (
    <p className={cn("flex items-start gap-2 text-sm leading-relaxed text-navy-700", className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
      <span>
        {before}
        <a
          href={link.href}
          className="font-semibold text-navy-800 underline decoration-sun-500 underline-offset-2 hover:text-navy-900"
        >
          {link.label}
        </a>
        {after}
      </span>
    </p>
  );
}
