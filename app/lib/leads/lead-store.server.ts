import type { Selectable, Transaction } from "kysely";
import { salesChanges } from "~/lib/lead-core/sales-change.server";
import { setNextStep } from "~/lib/lead-core/lead-state.server";
import type { AppDatabase, Database, DatabaseEngine } from "~/lib/db/database.server";
import { composeLeadEmail } from "./lead-email";
import { quotePlanColumns, quotePlanFromRow } from "./quote-plan-record";
import {
  type ContactLead,
  type Lead,
  type NewQuote,
  type NewsletterLead,
  type PrivacyRequest,
  type QuoteLead,
  type WithLanguage,
} from "./lead-record";
import type { EstimateBasis } from "./form-fields";
import { queueMail } from "~/lib/mail/mail-outbox.server";
import type { ContactInput, PrivacyRequestInput } from "./schemas";
import { defaultLocale, type Locale } from "~/lib/i18n/locale";
import type { ConsentPurpose } from "~/lib/privacy/consent-purposes";
import { recordConsents } from "~/lib/privacy/consent-store.server";
import type { RightsRequestKind } from "~/lib/privacy/rights-requests";
import { firstCallDue, firstCallWhat } from "~/lib/lead-core/first-call";

// Saving leads; lead-export.server.ts reads them back. Each new lead is stored with its
// notification e-mail in one transaction (mail-outbox.server.ts sends it later). Route actions
// reach this through the load context (context.leads), never by importing it.

export interface LeadStore {
  readonly engine: DatabaseEngine;
  saveContact(contact: WithLanguage<ContactInput>): Promise<{ id: number }>;
  saveQuote(quote: NewQuote): Promise<{ id: number }>;
  /**
   * Subscribes an address once; subscribing again changes nothing and is not an error. With
   * `confirmSubscriptions` the subscription waits for its address to confirm it (`pending`).
   */
  subscribe(
    email: string,
    language?: Locale,
    privacy?: { noticeVersion?: string; source?: string },
  ): Promise<{ id: number; created: boolean; pending: boolean }>;
  /** A visitor asks that we delete their data; staff answer it from the inbox. */
  savePrivacyRequest(
    request: WithLanguage<PrivacyRequestInput> & { requestKind?: RightsRequestKind },
  ): Promise<{ id: number }>;
}

export interface LeadStoreOptions {
  /** Who is e-mailed about each new lead; empty or absent: nothing is queued. */
  notifyTo?: string[];
  /** Called after a transaction that queued an e-mail has committed. */
  onMailQueued?: () => void;
  /** The public origin (VITE_SITE_URL): each e-mail links to its lead in the inbox. */
  siteUrl?: string;
  /** The clock, for tests. */
  now?: () => Date;
  /**
   * The newsletter box's subscriptions wait for their address to confirm them by the e-mailed
   * link (double opt-in, issue 30): true where e-mail is set up.
   */
  confirmSubscriptions?: boolean;
}

type ContactRow = Selectable<Database["contact_messages"]>;
type QuoteRow = Selectable<Database["quote_requests"]>;
type SubscriberRow = Selectable<Database["newsletter_subscribers"]>;
type PrivacyRow = Selectable<Database["privacy_requests"]>;

export const toContact = (row: ContactRow): ContactLead => ({
  kind: "contact",
  id: row.id,
  createdAt: row.created_at,
  language: row.language,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
});

export const toQuote = (row: QuoteRow): QuoteLead => ({
  kind: "quote",
  id: row.id,
  createdAt: row.created_at,
  language: row.language,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  location: row.location,
  product: row.product as QuoteLead["product"],
  roofSize: row.roof_size,
  monthlyBill: row.monthly_bill,
  message: row.message,
  estimateKw: row.estimate_kw,
  estimateRecommendation: row.estimate_recommendation,
  estimatePrice: row.estimate_price,
  estimateBasis: row.estimate_basis as EstimateBasis,
  ...quotePlanFromRow(row),
});

export const toSubscriber = (row: SubscriberRow): NewsletterLead => ({
  kind: "newsletter",
  id: row.id,
  createdAt: row.created_at,
  language: row.language,
  email: row.email,
});

export const toPrivacyRequest = (row: PrivacyRow): PrivacyRequest => ({
  kind: "privacy",
  id: row.id,
  createdAt: row.created_at,
  language: row.language,
  email: row.email,
  phone: row.phone,
  message: row.message,
  requestKind: row.kind as RightsRequestKind,
});

/**
 * A form's opt-ins, recorded as consents given in the transaction that stores it; ticking the
 * newsletter subscribes the address too (once), so withdrawing stops it at once.
 */
async function recordOptIns(
  trx: Transaction<Database>,
  {
    email,
    phone,
    consents = [],
    noticeVersion = "",
    language = defaultLocale,
    source,
    at,
  }: {
    email: string;
    phone?: string;
    consents?: readonly ConsentPurpose[];
    noticeVersion?: string;
    language?: Locale;
    source: string;
    at: string;
  },
) {
  if (!consents.length) return;
  await recordConsents(trx, {
    email,
    phone,
    purposes: consents,
    action: "given",
    noticeVersion,
    language,
    source,
    at,
  });
  if (consents.includes("newsletter")) {
    await trx
      .insertInto("newsletter_subscribers")
      .values({
        created_at: at,
        email,
        language,
        notice_version: noticeVersion,
        // Ticked on a form that also gets an answer by e-mail: taken as it came.
        confirmed_at: at,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .execute();
  }
}

export function createLeadStore(
  { db, engine }: AppDatabase,
  options: LeadStoreOptions = {},
): LeadStore {
  const notifyTo = (options.notifyTo ?? []).filter(Boolean);
  const onMailQueued = options.onMailQueued ?? (() => {});
  const now = options.now ?? (() => new Date());

  /** Runs `write` in a transaction with the lead's notification, then wakes the outbox. */
  const change = salesChanges(db, { now, onMailQueued });

  async function saveWithNotification<T extends { lead: Lead | PrivacyRequest | null }>(
    write: (trx: Transaction<Database>, createdAt: string) => Promise<T>,
  ): Promise<T> {
    return change(async (trx, at, mailQueued) => {
      const createdAt = at.toISOString();
      const written = await write(trx, createdAt);
      const lead = written.lead;
      if (lead && (lead.kind === "contact" || lead.kind === "quote")) {
        // Every enquiry starts with its next step: a call within one working day (issue 30).
        await setNextStep(
          trx,
          lead,
          {
            what: firstCallWhat,
            dueAt: firstCallDue(new Date(createdAt)).toISOString(),
            assignee: null,
          },
          createdAt,
        );
      }
      if (written.lead && notifyTo.length) {
        const email = composeLeadEmail(written.lead, options.siteUrl);
        await queueMail(trx, {
          createdAt,
          leadKind: written.lead.kind,
          leadId: written.lead.id,
          to: notifyTo,
          ...email,
        });
        mailQueued();
      }
      return written;
    });
  }

  return {
    engine,

    async saveContact({ consents, noticeVersion = "", ...contact }) {
      const { lead } = await saveWithNotification(async (trx, createdAt) => {
        const row = await trx
          .insertInto("contact_messages")
          .values({
            created_at: createdAt,
            ...contact,
            language: contact.language ?? defaultLocale,
            notice_version: noticeVersion,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordOptIns(trx, {
          ...contact,
          consents,
          noticeVersion,
          source: "form:contact",
          at: createdAt,
        });
        return { lead: toContact(row) };
      });
      return { id: lead.id };
    },

    async saveQuote({ estimate, plan, consents, noticeVersion = "", ...quote }) {
      const { lead } = await saveWithNotification(async (trx, createdAt) => {
        const row = await trx
          .insertInto("quote_requests")
          .values({
            created_at: createdAt,
            language: quote.language ?? defaultLocale,
            name: quote.name,
            email: quote.email,
            phone: quote.phone,
            address: quote.address,
            location: quote.location,
            product: quote.product,
            roof_size: quote.roofSize,
            monthly_bill: quote.monthlyBill,
            message: quote.message,
            estimate_kw: estimate.sizeKw,
            estimate_recommendation: estimate.recommendation,
            estimate_price: estimate.priceEstimate,
            estimate_basis: estimate.basis,
            ...quotePlanColumns(plan),
            notice_version: noticeVersion,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordOptIns(trx, {
          ...quote,
          consents,
          noticeVersion,
          source: "form:quote",
          at: createdAt,
        });
        return { lead: toQuote(row) };
      });
      return { id: lead.id };
    },

    async subscribe(email, language = defaultLocale, privacy = {}) {
      const noticeVersion = privacy.noticeVersion ?? "";
      const { lead, existing, pending } = await saveWithNotification(async (trx, createdAt) => {
        const row = await trx
          .insertInto("newsletter_subscribers")
          .values({
            created_at: createdAt,
            email,
            language,
            notice_version: noticeVersion,
            confirmed_at: options.confirmSubscriptions ? null : createdAt,
          })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .returningAll()
          .executeTakeFirst();
        // Confirmed by its link, the consent is recorded then (privacy-desk.server.ts).
        if (row && row.confirmed_at !== null) {
          // The newsletter box is itself the newsletter's consent.
          await recordConsents(trx, {
            email,
            purposes: ["newsletter"],
            action: "given",
            noticeVersion,
            language,
            source: privacy.source ?? "form:newsletter",
            at: createdAt,
          });
          return { lead: toSubscriber(row), existing: undefined, pending: false };
        }
        if (row) {
          return { lead: toSubscriber(row), existing: undefined, pending: true };
        }
        const found = await trx
          .selectFrom("newsletter_subscribers")
          .selectAll()
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        return { lead: null, existing: toSubscriber(found), pending: found.confirmed_at === null };
      });
      const subscriber = lead ?? existing;
      if (!subscriber) throw new Error("subscription neither created nor found");
      return { id: subscriber.id, created: lead !== null, pending };
    },

    async savePrivacyRequest({ consents: _none, noticeVersion = "", requestKind, ...request }) {
      const { lead } = await saveWithNotification(async (trx, createdAt) => {
        const row = await trx
          .insertInto("privacy_requests")
          .values({
            created_at: createdAt,
            ...request,
            language: request.language ?? defaultLocale,
            notice_version: noticeVersion,
            kind: requestKind ?? "erasure",
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { lead: toPrivacyRequest(row) };
      });
      return { id: lead.id };
    },
  };
}
