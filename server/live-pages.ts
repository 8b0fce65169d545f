import type { ContentSource } from "../app/lib/content/content-store.server";
import { todayInKolkata } from "../app/lib/time/kolkata-day";

// The content pages once the content desk has published (docs/decisions/017). The build
// prerendered them from the seed; after a publish they are rendered again, once per page and
// published version, by the same code (with no nonce, as the prerender had none), and that
// HTML is served until the next version: no query per request, no rebuild, no restart.

export interface LivePages {
  /** The page's HTML for the version this server holds, or undefined if it did not render. */
  html(path: string): Promise<Buffer | undefined>;
}

export function livePages({
  content,
  render,
}: {
  content: ContentSource;
  /** Renders a path as the prerender did (server/request-handler.ts), on a day. */
  render: (path: string, context: { today: string }) => Promise<Response>;
}): LivePages {
  // Kept per published version and per day in Kolkata: a post scheduled for a day appears then.
  let version = "";
  const pages = new Map<string, Promise<Buffer | undefined>>();
  return {
    html(path) {
      const current = content.current();
      const today = todayInKolkata(new Date());
      if (`${current.serial} ${today}` !== version) {
        pages.clear();
        version = `${current.serial} ${today}`;
      }
      let page = pages.get(path);
      if (!page) {
        page = content.run(async () => {
          const response = await render(path, { today });
          return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : undefined;
        }, current);
        // A failure is not kept: the next request tries again.
        page.then(
          (html) => html ?? pages.delete(path),
          () => pages.delete(path),
        );
        pages.set(path, page);
      }
      return page;
    },
  };
}
