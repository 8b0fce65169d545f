import { Download } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

/** A list's CSV download, shown to owners only (issue 30: every row at once is theirs to take). */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} className={buttonVariants({ variant: "outline", size: "sm" })} download>
      <Download aria-hidden="true" />
      {label}
    </a>
  );
}
