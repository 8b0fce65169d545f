import { cn } from "~/lib/cn";

// Reading typography for the HTML rendered from an article's Markdown (no typography plugin:
// each element the Markdown produces is styled here, once). The measure is set by the
// wrapping column (about 70 characters a line).
const readingStyles = cn(
  "text-base leading-[1.8] text-navy-700 sm:text-lg",
  "[&>*:first-child]:mt-0 [&_p]:mt-5",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-extrabold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-navy-900 sm:[&_h2]:text-[1.75rem]",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy-900",
  "[&_strong]:font-semibold [&_strong]:text-navy-900",
  "[&_a]:font-semibold [&_a]:text-navy-800 [&_a]:underline [&_a]:decoration-sun-500 [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:text-sun-800",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1.5 [&_li::marker]:font-semibold [&_li::marker]:text-sun-700",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-sun-500 [&_blockquote]:bg-sun-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-navy-800",
  "[&_hr]:my-10 [&_hr]:border-navy-100",
  // On a phone a wide table scrolls within itself, not the page (a 320 px screen, issue 24).
  "max-sm:[&_table]:block max-sm:[&_table]:overflow-x-auto",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:overflow-hidden [&_table]:rounded-xl [&_table]:text-left [&_table]:text-sm [&_table]:leading-normal [&_table]:ring-1 [&_table]:ring-navy-100 sm:[&_table]:text-base",
  "[&_thead]:bg-navy-900 [&_th]:px-3 [&_th]:py-2.5 [&_th]:font-semibold [&_th]:text-white sm:[&_th]:px-4",
  "[&_td]:border-t [&_td]:border-navy-100 [&_td]:px-3 [&_td]:py-2.5 [&_td]:align-top sm:[&_td]:px-4",
  "[&_tbody_tr:nth-child(even)]:bg-navy-50 [&_td:first-child]:font-semibold [&_td:first-child]:text-navy-900",
);

/** An article's body, as HTML rendered on the server from our own Markdown. */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(readingStyles, className)}
      // Rendered on the server from the published Markdown (or the desk's draft), raw HTML
      // escaped and sanitised (posts.server.ts renderArticle), never from visitor input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
