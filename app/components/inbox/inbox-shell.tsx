import odiaFontUrl from "@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff2?url";
import { LogOut } from "lucide-react";
import { Form, NavLink } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { Button } from "~/components/ui/button";
import { inboxCopy as copy } from "~/content/inbox";
import { cn } from "~/lib/cn";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import type { StaffRole } from "~/lib/staff/auth.server";

/**
 * Odia in the inbox (customers' names, a proposal's lines typed in Odia): the font is fetched
 * only when a page shows Odia letters (unicode-range), and Latin text keeps the site's stack.
 */
const odiaInInbox = `@font-face{font-family:"Inbox Odia";font-display:swap;src:local("Noto Sans Oriya"),url("${odiaFontUrl}") format("woff2");unicode-range:U+0964-0965,U+0B01-0B77,U+200C-200D,U+25CC}.inbox-frame{font-family:"Plus Jakarta Sans Variable","Inbox Odia","Jakarta Fallback Roboto","Jakarta Fallback Arial","Jakarta Fallback DejaVu",ui-sans-serif,system-ui,sans-serif}`;

/** The inbox's plain frame: a bar with the name and sign-out above the sections, then the page. */
export function InboxShell({
  staffName,
  role,
  due,
  stalled,
  replies,
  service,
  privacy,
  children,
}: {
  staffName?: string;
  /** Which sections it offers: the sales desk (owner, staff), the content desk (owner, editor). */
  role?: StaffRole;
  /** Projects flagged as stalled (issue 22). */
  stalled?: number;
  /** Next steps overdue and due later today (all staff's). */
  due?: { overdue: number; dueToday: number };
  /** Leads with WhatsApp replies nobody has read yet (issue 34). */
  replies?: number;
  /** Service tickets past their promised visit time (issue 36). */
  service?: number;
  /** Open rights requests and how many are overdue (issue 23). */
  privacy?: { open: number; overdue: number };
  children: React.ReactNode;
}) {
  const sales = role === "owner" || role === "manager" || role === "staff";
  const figures = role === "owner" || role === "manager";
  const content = role === "owner" || role === "editor";
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      "rounded-md px-3 py-2 text-sm font-semibold",
      isActive ? "bg-white/15 text-white" : "text-navy-100 hover:bg-white/10",
    );
  return (
    <div className="inbox-frame min-h-dvh bg-navy-50">
      <style href="inbox-odia" precedence="default">
        {odiaInInbox}
      </style>
      <header className="bg-navy-900 text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <span className="flex items-center gap-2 font-bold">
            <BrandMark className="size-7" />
            {copy.product}
          </span>
          {staffName ? (
            <>
              {/* The sections take a row of their own under the name and sign-out: the owner's
                  twelve did not fit beside them at 1280 px and wrapped wherever they ran out. */}
              <nav aria-label="Inbox" className="order-last flex w-full flex-wrap gap-1">
                {sales && (
                  <>
                    <NavLink
                      to={inboxPaths.list}
                      end
                      className={(state) => cn(tab(state), "flex items-center gap-1.5")}
                    >
                      {copy.nav.leads}
                      {due?.overdue ? (
                        <span
                          data-testid="nav-overdue"
                          className="rounded-full bg-red-600 px-2 text-xs font-bold text-white"
                        >
                          {copy.nav.overdue(due.overdue)}
                        </span>
                      ) : null}
                      {replies ? (
                        <span
                          data-testid="nav-replies"
                          className="rounded-full bg-green-700 px-2 text-xs font-bold text-white"
                        >
                          {copy.nav.replies(replies)}
                        </span>
                      ) : null}
                      {due?.dueToday ? (
                        <span
                          data-testid="nav-due"
                          className="rounded-full bg-sun-400 px-2 text-xs font-bold text-navy-950"
                        >
                          {copy.nav.dueToday(due.dueToday)}
                        </span>
                      ) : null}
                    </NavLink>
                    <NavLink to={inboxPaths.surveys} className={tab}>
                      {copy.nav.surveys}
                    </NavLink>
                    <NavLink to={inboxPaths.proposals} className={tab}>
                      {copy.nav.proposals}
                    </NavLink>
                    <NavLink
                      to={inboxPaths.projects}
                      className={(state) => cn(tab(state), "flex items-center gap-1.5")}
                    >
                      {copy.nav.projects}
                      {stalled ? (
                        <span
                          data-testid="nav-stalled"
                          className="rounded-full bg-red-600 px-2 text-xs font-bold text-white"
                        >
                          {copy.nav.stalled(stalled)}
                        </span>
                      ) : null}
                    </NavLink>
                    <NavLink
                      to={inboxPaths.service}
                      className={(state) => cn(tab(state), "flex items-center gap-1.5")}
                    >
                      {copy.nav.service}
                      {service ? (
                        <span
                          data-testid="nav-service-overdue"
                          className="rounded-full bg-red-600 px-2 text-xs font-bold text-white"
                        >
                          {copy.nav.serviceOverdue(service)}
                        </span>
                      ) : null}
                    </NavLink>
                    {figures ? (
                      <NavLink to={inboxPaths.dashboard} className={tab}>
                        {copy.nav.dashboard}
                      </NavLink>
                    ) : null}
                    <NavLink to={inboxPaths.referrals} className={tab}>
                      {copy.nav.referrals}
                    </NavLink>
                    <NavLink to={inboxPaths.subscribers} className={tab}>
                      {copy.nav.subscribers}
                    </NavLink>
                    <NavLink
                      to={inboxPaths.privacy}
                      className={(state) => cn(tab(state), "flex items-center gap-1.5")}
                    >
                      {copy.nav.privacy}
                      {privacy?.overdue ? (
                        <span
                          data-testid="nav-privacy-overdue"
                          className="rounded-full bg-red-600 px-2 text-xs font-bold text-white"
                        >
                          {copy.nav.privacyOverdue(privacy.overdue)}
                        </span>
                      ) : privacy?.open ? (
                        <span
                          data-testid="nav-privacy-open"
                          className="rounded-full bg-white/20 px-2 text-xs font-bold text-white"
                        >
                          {privacy.open}
                        </span>
                      ) : null}
                    </NavLink>
                  </>
                )}
                {content && (
                  <>
                    <NavLink to={inboxPaths.content} className={tab}>
                      {copy.nav.content}
                    </NavLink>
                    <NavLink to={inboxPaths.rates} className={tab}>
                      {copy.nav.rates}
                    </NavLink>
                  </>
                )}
                <NavLink to={inboxPaths.account} className={tab}>
                  {copy.nav.account}
                </NavLink>
              </nav>
              <Form
                method="post"
                action={inboxPaths.logout}
                className="ml-auto flex items-center gap-3"
              >
                <span className="text-sm text-navy-100 max-sm:sr-only">{staffName}</span>
                <Button type="submit" variant="outline-light" size="sm">
                  <LogOut aria-hidden="true" />
                  {copy.nav.signOut}
                </Button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
