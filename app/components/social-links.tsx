import { SocialIcon } from "~/components/social-icon";
import { socialLinks, type SocialNetwork } from "~/content/company";
import { cn } from "~/lib/cn";

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
  const links = networks
    ? socialLinks.filter((link) => networks.includes(link.network))
    : socialLinks;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            aria-label={link.label}
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
