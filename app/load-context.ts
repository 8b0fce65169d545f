import type { AppDatabase } from "~/lib/db/database.server";
import type { LeadStore } from "~/lib/leads/lead-store.server";
import type { RateLimiter } from "~/lib/rate-limit.server";
import type { StaffAuth } from "~/lib/staff/auth.server";
import type { ProposalStore } from "~/features/proposals/index.server";
import type { FindingsStore, SurveyStore } from "~/features/surveys/index.server";
import type { PaperworkStore, ProjectStore } from "~/features/projects/index.server";
import type { ContractStore, ServiceStore } from "~/features/service/index.server";
import type { ReferralStore } from "~/features/referrals/index.server";
import type { PrivacyDesk } from "~/features/privacy/index.server";
import type { WhatsAppDesk } from "~/features/whatsapp/index.server";
import type { Acknowledgements } from "~/lib/leads/acknowledgement.server";
import type { SignInThrottle } from "~/lib/staff/sign-in-throttle.server";
import type { ContentSource } from "~/lib/content/content-store.server";
import type { PublishedContent } from "~/lib/content/published-content";

// What the Express server hands to every loader and action (server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce for inline scripts. */
    cspNonce: string;
    /**
     * Where form submissions are stored. Absent when pages are prerendered at build time;
     * actions then answer 503.
     */
    leads?: LeadStore;
    /** Tiered rate limits shared by every server instance (absent when prerendering). */
    rateLimiter?: RateLimiter;
    /** The opened database, for the inbox's queries (absent when prerendering). */
    database?: AppDatabase;
    /** Counts staff sign-in failures (absent when prerendering). */
    signInThrottle?: SignInThrottle;
    /** Staff sign-in and sessions (absent when prerendering). */
    auth?: StaffAuth;
    /** The client's address (Express's req.ip, which honours TRUST_PROXY). */
    clientAddress?: string;
    /**
     * The request is React Router's data request (`/path.data`), whose URL the loaders see
     * without the suffix: a refusal is then a status, not a redirect to a page.
     */
    dataRequest?: boolean;
    /**
     * The day of the request in Asia/Kolkata (YYYY-MM-DD), read from the clock once per request:
     * the day the planner's dated rules are read on (docs/decisions/005).
     */
    today?: string;
    /** Seconds from the request until the next midnight in Kolkata: no answer is kept past it. */
    secondsToMidnight?: number;
    /** The instant the clock was read for the request (UTC ISO 8601): today's slots that have
     * started are no longer offered. */
    now?: string;
    /** Site surveys: settings, booking, e-mails (absent when prerendering). */
    surveys?: SurveyStore;
    /** What the engineer found at each roof (issue 35; absent when prerendering). */
    surveyFindings?: FindingsStore;
    /** Proposals: drafts, sending, the customer's acceptance (absent when prerendering). */
    proposals?: ProposalStore;
    /** Customers' projects after the sale: steps, e-mails, links (absent when prerendering). */
    projects?: ProjectStore;
    /** Each project's documents, equipment and names (issue 35; absent when prerendering). */
    paperwork?: PaperworkStore;
    /** Customers' service requests after the sale (issue 36; absent when prerendering). */
    service?: ServiceStore;
    /** Maintenance contracts (issue 36; absent when prerendering). */
    contracts?: ContractStore;
    /** Customers' referral links and the leads they brought (issue 36; absent when prerendering). */
    referrals?: ReferralStore;
    /** Privacy: copy requests' links, withdrawals, copies (absent when prerendering). */
    privacy?: PrivacyDesk;
    /** The visitor's e-mail for a message or quote request (absent when prerendering). */
    acknowledgements?: Acknowledgements;
    /** WhatsApp conversations (issue 34; absent when the channel is off or prerendering). */
    whatsapp?: WhatsAppDesk;
    /** The published content, as this server holds it (issue 32; absent when prerendering). */
    content?: ContentSource;
    /** Renders a public page with some content in place of the published (the desk's preview). */
    previewPage?: (path: string, content: PublishedContent) => Promise<Response>;
  }
}

export {};
