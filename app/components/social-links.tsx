import { SocialIcon } from "~/components/social-icon";
import type { SocialNetwork } from "~/lib/content/published-content";
import { useSite } from "~/lib/i18n/site-context";
import { cn } from "~/lib/cn";

/** Brand names, the same in every language. */
const networkNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  youtube: "YouTube",
};

/** The company's social profiles as icon links, each named for screen readers. */
export function SocialLinks({
  label,
  networks,
  className,
  linkClassName,
}: {
  label: string;
  /** Which networks to show; all five by default. */
  networks?: SocialNetwork[];
  className?: string;
  linkClassName?: string;
}) {
  const all = useSite().company.social;
  const links = networks ? all.filter((link) => networks.includes(link.network)) : all;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            aria-label={networkNames[link.network]}
            className={cn(
              "inline-flex size-11 items-center justify-center rounded-full transition-colors",
              linkClassName,
            )}
          >
            <SocialIcon network={link.network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
