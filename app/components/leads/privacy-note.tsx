import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { pagePaths } from "~/content/pages";
import { useLocalePath } from "~/lib/i18n/site-context";
import { cn } from "~/lib/cn";
import { useFormsCopy } from "./forms-copy";

/**
 * The line under a form saying what its details are used for, with the policy linked where
 * the sentence has its `{link}`.
 */
export function PrivacyNote({ text, className }: { text: string; className?: string }) {
  const to = useLocalePath();
  const { privacyLink } = useFormsCopy();
  const [before = "", after = ""] = text.split("{link}");
  return (
    <p className={cn("flex items-start gap-2 text-sm leading-relaxed text-navy-700", className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
      <span>
        {before}
        <Link
          to={to(pagePaths.privacyPolicy)}
          viewTransition
          prefetch="intent"
          className="font-semibold text-navy-800 underline decoration-sun-500 underline-offset-2 hover:text-navy-900"
        >
          {privacyLink}
        </Link>
        {after}
      </span>
    </p>
  );
}
