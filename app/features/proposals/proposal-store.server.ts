import type { Kysely, Selectable } from "kysely";
import { salesChanges } from "~/lib/lead-core/sales-change.server";
import type { LeadEvent } from "~/lib/lead-core/lead-events";
import { moveLeadStatus, quoteLead, recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { proposalCopy as en, proposalTermsVersion } from "~/content/copy/en/proposal";
import { proposalCopy as or } from "~/content/copy/or/proposal";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { localePath, type Locale } from "~/lib/i18n/locale";
import { type IsoDay, addDays } from "~/lib/time/kolkata-day";
import { queueMail } from "~/lib/mail/mail-outbox.server";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import {
  createPrivateLink,
  extendPrivateLinks,
  revokePrivateLinks,
} from "~/lib/private-links/private-links.server";
import { defaultAssumptions, installedCost, ratesFor } from "~/lib/solar-plan";
import { openProject } from "~/features/projects/index.server";
import { composeProposalAcceptedEmail, composeProposalEmail } from "./proposal-emails";
import {
  defaultGstRateOn,
  type ProposalFigures,
  type ProposalInputs,
  proposalFigures,
  proposalSystems,
  type ProposalSystem,
} from "./proposal-figures";

// Proposals (issue 21): staff write a draft from a quote request (from its planner plan when
// it came with one), send it — its content frozen, a private link made and the customer's
// e-mail queued, in one transaction — and the customer opens and accepts it through the link.
// A sent version never changes; a change is a new version. Every step is on the lead's
// timeline. The link opens the proposal, and shows its newest sent version.

export type ProposalStatus = "draft" | "sent" | "accepted" | "revoked";

/** Everything the customer sees of a sent version, frozen when it is sent. */
export interface ProposalContent {
  number: string;
  version: number;
  locale: Locale;
  /** The proposal's day (Asia/Kolkata): the day its figures' rules were read on. */
  day: IsoDay;
  validUntil: IsoDay;
  customer: { name: string; place: string };
  inputs: ProposalInputs;
  figures: ProposalFigures;
  termsVersion: string;
}

export interface ProposalVersion {
  id: number;
  version: number;
  inputs: ProposalInputs;
  content: ProposalContent | null;
  locale: Locale;
  createdBy: string;
  createdAt: string;
  sentAt: string | null;
  validUntil: IsoDay | null;
  firstOpenedAt: string | null;
  accepted: {
    at: string;
    name: string;
    ip: string;
    userAgent: string;
    termsVersion: string;
  } | null;
}

export interface Proposal {
  id: number;
  leadId: number;
  number: string;
  status: ProposalStatus;
  currentVersion: number;
  createdAt: string;
  updatedAt: string;
  /** Newest first. */
  versions: ProposalVersion[];
}

export interface ProposalStaff {
  id: string;
  name: string;
}

export interface ProposalMailSettings {
  /** Whether e-mail is set up (SMTP_URL): without it nothing is queued. */
  enabled: boolean;
  siteUrl: string;
  /** Staff told of an acceptance (LEADS_NOTIFY_TO). */
  notifyTo: string[];
  onMailQueued?: () => void;
}

/** The timeline names the customer this way when they act through their link. */
export const customerActorName = "The customer, on their proposal page";

/** A proposal link stays open this long after the proposal's validity ends. */
const linkDaysAfterValidity = 30;
/** And this long after its acceptance, so the customer keeps their copy. */
const linkDaysAfterAcceptance = 365;

const endOfDay = (day: IsoDay) => new Date(`${addDays(day, 1)}T00:00:00+05:30`);

export const proposalNumber = (id: number) => `P-${String(id).padStart(5, "0")}`;

type VersionRow = Selectable<Database["proposal_versions"]>;

function toVersion(row: VersionRow): ProposalVersion {
  return {
    id: row.id,
    version: row.version,
    inputs: JSON.parse(row.inputs) as ProposalInputs,
    content: row.content ? (JSON.parse(row.content) as ProposalContent) : null,
    locale: row.locale as Locale,
    createdBy: row.created_by,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    validUntil: row.valid_until,
    firstOpenedAt: row.first_opened_at,
    accepted: row.accepted_at
      ? {
          at: row.accepted_at,
          name: row.accepted_name ?? "",
          ip: row.accepted_ip ?? "",
          userAgent: row.accepted_user_agent ?? "",
          termsVersion: row.accepted_terms_version ?? "",
        }
      : null,
  };
}

async function selectProposal(db: Kysely<Database>, id: number): Promise<Proposal | undefined> {
  const row = await db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const versions = await db
    .selectFrom("proposal_versions")
    .selectAll()
    .where("proposal_id", "=", id)
    .orderBy("version", "desc")
    .execute();
  return {
    id: row.id,
    leadId: row.lead_id,
    number: row.number,
    status: row.status as ProposalStatus,
    currentVersion: row.current_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    versions: versions.map(toVersion),
  };
}

async function leadOf(db: Kysely<Database>, leadId: number) {
  return db.selectFrom("quote_requests").selectAll().where("id", "=", leadId).executeTakeFirst();
}

/**
 * A new draft's inputs: the size the engineer recommended at the roof (issue 35), with the
 * installed cost of that size; else the lead's planner plan when it came with one; else the
 * planner's rules on the day for what the lead sent (issue 30: a lead from the English page's
 * dollar estimator started at ₹0): its size, or what its roof holds, and that size's cost.
 */
function firstDraft(
  lead: NonNullable<Awaited<ReturnType<typeof leadOf>>>,
  day: IsoDay,
  surveyedKw: number | null = null,
): ProposalInputs {
  const words = (lead.language === "or" ? or : en).draft;
  const gstRate = defaultGstRateOn(day);
  const system: ProposalSystem = proposalSystems.includes(lead.plan_system as ProposalSystem)
    ? (lead.plan_system as ProposalSystem)
    : "on-grid";
  const rates = ratesFor(day, defaultAssumptions(day));
  const sizeKw =
    surveyedKw ??
    lead.plan_size_kw ??
    (lead.estimate_basis === "planner-rupees" && lead.estimate_kw > 0
      ? lead.estimate_kw
      : Math.max(1, Math.floor(lead.roof_size / rates.roofAreaPerKw)));
  // The planner's price is with GST, a range: its middle, less GST, is the draft's price.
  const planned =
    surveyedKw === null && lead.plan_cost_low !== null && lead.plan_cost_high !== null
      ? (lead.plan_cost_low + lead.plan_cost_high) / 2
      : installedCost(sizeKw, system === "on-grid" ? "on-grid" : "hybrid", rates).mid;
  const category =
    lead.plan_category === "society" || lead.plan_category === "business"
      ? lead.plan_category
      : "home";
  return {
    category,
    houses: category === "society" ? (lead.plan_houses ?? null) : null,
    sizeKw,
    system,
    panels: "",
    inverter: "",
    structure: "",
    battery: "",
    priceBeforeGst: Math.round(planned / (1 + gstRate / 100)),
    gstRate,
    loanOffered: true,
    loanYears: lead.plan_loan_years ?? 5,
    warranties: words.warranties,
    // A business has no subsidy to apply for (issue 30).
    included:
      category === "business" ? words.included : `${words.included}\n${words.includedSubsidy}`,
    validUntil: addDays(day, 30),
  };
}

export type ProposalChange =
  | { outcome: "done"; proposal: Proposal }
  /** The version is sent (or accepted): it cannot be edited; make a new version. */
  | { outcome: "frozen" }
  /** No such proposal, or not in a state for this change. */
  | { outcome: "invalid" };

export type AcceptResult =
  | {
      outcome: "accepted";
      proposalId: number;
      versionId: number;
      version: number;
      leadId: number;
    }
  /** A newer version was sent after the one the customer read. */
  | { outcome: "replaced" }
  | { outcome: "expired" }
  | { outcome: "already" }
  | { outcome: "invalid" };

export function proposalStore(
  { db }: AppDatabase,
  mail: ProposalMailSettings,
  { now: clock = () => new Date() }: { now?: () => Date } = {},
) {
  const record = (
    trx: Kysely<Database>,
    leadId: number,
    actor: ProposalStaff | null,
    event: Omit<Extract<LeadEvent, { type: "proposal" }>, "type">,
    at: string,
  ) =>
    recordLeadEvent(
      trx,
      quoteLead(leadId),
      actor ?? { id: null, name: customerActorName },
      { type: "proposal", ...event },
      at,
    );

  /** A proposal's newest version; with `sent`, the newest one sent to the customer. */
  async function latest(trx: Kysely<Database>, proposalId: number, { sent = false } = {}) {
    return trx
      .selectFrom("proposal_versions")
      .selectAll()
      .where("proposal_id", "=", proposalId)
      .$if(sent, (query) => query.where("sent_at", "is not", null))
      .orderBy("version", "desc")
      .executeTakeFirst();
  }

  async function setStatus(trx: Kysely<Database>, id: number, status: ProposalStatus, at: string) {
    await trx
      .updateTable("proposals")
      .set({ status, updated_at: at })
      .where("id", "=", id)
      .execute();
  }

  /** Runs a change in a transaction, then wakes the outbox if it queued an e-mail. */
  const change = salesChanges(db, { now: clock, onMailQueued: mail.onMailQueued });

  const done = async (trx: Kysely<Database>, id: number): Promise<ProposalChange> => ({
    outcome: "done",
    proposal: (await selectProposal(trx, id))!,
  });

  return {
    /** A proposal with all its versions, newest first. */
    get: (id: number) => selectProposal(db, id),

    /** The lead's proposal, if it has one (a lead has at most one; a change is a version). */
    async ofLead(leadId: number): Promise<Proposal | undefined> {
      const row = await db
        .selectFrom("proposals")
        .select("id")
        .where("lead_kind", "=", "quote")
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      return row ? selectProposal(db, row.id) : undefined;
    },

    /** The quote request a proposal is for. */
    lead: (leadId: number) => leadOf(db, leadId),

    /** Every proposal with its customer, newest change first, for the staff list. */
    async list(limit = 200) {
      const rows = await db
        .selectFrom("proposals as p")
        .innerJoin("quote_requests as q", "q.id", "p.lead_id")
        .select([
          "p.id",
          "p.lead_id",
          "p.number",
          "p.status",
          "p.current_version",
          "p.updated_at",
          "q.name",
          "q.location",
        ])
        .where("p.lead_kind", "=", "quote")
        .orderBy("p.updated_at", "desc")
        .orderBy("p.id", "desc")
        .limit(limit)
        .execute();
      const versions = rows.length
        ? await db
            .selectFrom("proposal_versions")
            .select(["proposal_id", "version", "sent_at", "first_opened_at", "accepted_at"])
            .where(
              "proposal_id",
              "in",
              rows.map((row) => row.id),
            )
            .execute()
        : [];
      return rows.map((row) => {
        const own = versions.filter((version) => version.proposal_id === row.id);
        const newest = <K extends "sent_at" | "first_opened_at" | "accepted_at">(key: K) =>
          own
            .filter((version) => version[key])
            .sort((a, b) => b.version - a.version)
            .map((version) => ({ version: version.version, at: version[key]! }))[0] ?? null;
        return {
          id: row.id,
          leadId: row.lead_id,
          number: row.number,
          status: row.status as ProposalStatus,
          currentVersion: row.current_version,
          updatedAt: row.updated_at,
          name: row.name,
          location: row.location,
          sent: newest("sent_at"),
          opened: newest("first_opened_at"),
          accepted: newest("accepted_at"),
        };
      });
    },

    /** Starts the lead's proposal (version 1, a draft), or hands back the one it has. */
    createDraft(leadId: number, actor: ProposalStaff, today: IsoDay): Promise<ProposalChange> {
      return change(async (trx, at) => {
        const lead = await leadOf(trx, leadId);
        if (!lead) return { outcome: "invalid" };
        const existing = await trx
          .selectFrom("proposals")
          .select("id")
          .where("lead_kind", "=", "quote")
          .where("lead_id", "=", leadId)
          .executeTakeFirst();
        if (existing) return done(trx, existing.id);
        const surveyed = await trx
          .selectFrom("survey_findings")
          .select("recommended_kw")
          .where("lead_id", "=", leadId)
          .executeTakeFirst();
        const stamp = at.toISOString();
        // The number comes from the id, which only the insert gives: a unique stand-in first.
        const row = await trx
          .insertInto("proposals")
          .values({
            lead_kind: "quote",
            lead_id: leadId,
            number: `new-${leadId}-${stamp}`,
            status: "draft",
            current_version: 1,
            created_at: stamp,
            updated_at: stamp,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const number = proposalNumber(row.id);
        await trx.updateTable("proposals").set({ number }).where("id", "=", row.id).execute();
        await trx
          .insertInto("proposal_versions")
          .values({
            proposal_id: row.id,
            version: 1,
            inputs: JSON.stringify(firstDraft(lead, today, surveyed?.recommended_kw ?? null)),
            content: null,
            locale: lead.language,
            created_by: actor.name,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
        await record(trx, leadId, actor, { action: "drafted", number, version: 1 }, stamp);
        return done(trx, row.id);
      });
    },

    /** Saves a draft's inputs; a sent version is never changed. */
    saveDraft(id: number, version: number, inputs: ProposalInputs): Promise<ProposalChange> {
      return change(async (trx, at) => {
        const newest = await latest(trx, id);
        if (!newest) return { outcome: "invalid" };
        if (newest.version !== version || newest.sent_at !== null) return { outcome: "frozen" };
        // The condition again in the update: a send in between leaves the sent version alone.
        const updated = await trx
          .updateTable("proposal_versions")
          .set({ inputs: JSON.stringify(inputs), updated_at: at.toISOString() })
          .where("id", "=", newest.id)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return { outcome: "frozen" };
        return done(trx, id);
      });
    },

    /**
     * Sends the draft `version` on `today`: its content (figures from the day's rules) is
     * frozen, a private link made, the customer's e-mail queued, the timeline told — all in
     * one transaction. Returns the link's token too, shown once to staff (to send it by phone).
     */
    send(
      id: number,
      version: number,
      actor: ProposalStaff,
      today: IsoDay,
    ): Promise<ProposalChange | { outcome: "sent"; proposal: Proposal; link: string }> {
      return change(async (trx, at, queued) => {
        const proposal = await trx
          .selectFrom("proposals")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        const draft = await latest(trx, id);
        if (!proposal || !draft) return { outcome: "invalid" as const };
        if (draft.version !== version || draft.sent_at !== null)
          return { outcome: "frozen" as const };
        const lead = await leadOf(trx, proposal.lead_id);
        if (!lead) return { outcome: "invalid" as const };
        const inputs = JSON.parse(draft.inputs) as ProposalInputs;
        const locale = lead.language as Locale;
        const stamp = at.toISOString();
        const content: ProposalContent = {
          number: proposal.number,
          version: draft.version,
          locale,
          day: today,
          validUntil: inputs.validUntil,
          customer: {
            name: lead.name,
            place: [lead.address, lead.location].filter(Boolean).join(", "),
          },
          inputs,
          figures: proposalFigures(today, inputs),
          termsVersion: proposalTermsVersion,
        };
        const frozen = await trx
          .updateTable("proposal_versions")
          .set({
            content: JSON.stringify(content),
            locale,
            sent_at: stamp,
            valid_until: inputs.validUntil,
            updated_at: stamp,
          })
          .where("id", "=", draft.id)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(frozen.numUpdatedRows) !== 1) return { outcome: "frozen" as const };
        await setStatus(trx, id, "sent", stamp);
        const expiresAt = endOfDay(addDays(inputs.validUntil, linkDaysAfterValidity));
        const token = await createPrivateLink(trx, {
          purpose: "proposal",
          subjectId: String(id),
          expiresAt,
          now: at,
        });
        // Earlier links of the proposal (not revoked) open the newest version too, as long.
        await extendPrivateLinks(trx, "proposal", String(id), expiresAt);
        const link = new URL(localePath(locale, `/proposal/${token}`), mail.siteUrl).href;
        if (mail.enabled) {
          // To the customer: with the link that withdraws their consents (issue 23).
          await queuePersonMail(trx, {
            to: lead.email,
            locale,
            leadKind: "quote",
            leadId: proposal.lead_id,
            siteUrl: mail.siteUrl,
            now: at,
            mail: composeProposalEmail(
              {
                name: lead.name,
                number: proposal.number,
                version: draft.version,
                sizeKw: inputs.sizeKw,
                validUntil: inputs.validUntil,
                link,
                siteUrl: mail.siteUrl,
              },
              locale,
            ),
            whatsapp: {
              template: "proposal_sent",
              params: [lead.name, proposal.number],
              link,
            },
          });
          queued();
        }
        await record(
          trx,
          proposal.lead_id,
          actor,
          { action: "sent", number: proposal.number, version: draft.version },
          stamp,
        );
        // Status follows the work (issue 30): a lead that has a proposal is quoted.
        await moveLeadStatus(trx, quoteLead(proposal.lead_id), { status: "quoted" }, actor, stamp, {
          onlyFrom: ["new", "contacted", "survey_booked"],
        });
        return {
          outcome: "sent" as const,
          proposal: (await selectProposal(trx, id))!,
          link,
        };
      });
    },

    /** A new draft after a sent (or accepted, or revoked) version, starting from its inputs. */
    newVersion(id: number, actor: ProposalStaff): Promise<ProposalChange> {
      return change(async (trx, at) => {
        const proposal = await trx
          .selectFrom("proposals")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        const newest = await latest(trx, id);
        if (!proposal || !newest) return { outcome: "invalid" };
        if (newest.sent_at === null) return done(trx, id);
        const stamp = at.toISOString();
        const version = newest.version + 1;
        const inserted = await trx
          .insertInto("proposal_versions")
          .values({
            proposal_id: id,
            version,
            inputs: newest.inputs,
            content: null,
            locale: newest.locale,
            created_by: actor.name,
            created_at: stamp,
            updated_at: stamp,
          })
          .onConflict((conflict) => conflict.columns(["proposal_id", "version"]).doNothing())
          .executeTakeFirst();
        // Two presses at once make one version.
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return done(trx, id);
        await trx
          .updateTable("proposals")
          .set({ current_version: version, status: "draft", updated_at: stamp })
          .where("id", "=", id)
          .execute();
        await record(
          trx,
          proposal.lead_id,
          actor,
          { action: "new_version", number: proposal.number, version },
          stamp,
        );
        return done(trx, id);
      });
    },

    /** Shuts every link of the proposal: the customer's page then answers "not found". */
    revoke(id: number, actor: ProposalStaff): Promise<ProposalChange> {
      return change(async (trx, at) => {
        const proposal = await trx
          .selectFrom("proposals")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!proposal || proposal.status === "revoked") return { outcome: "invalid" };
        const stamp = at.toISOString();
        await revokePrivateLinks(trx, "proposal", String(id), at);
        await setStatus(trx, id, "revoked", stamp);
        await record(
          trx,
          proposal.lead_id,
          actor,
          { action: "revoked", number: proposal.number, version: proposal.current_version },
          stamp,
        );
        return done(trx, id);
      });
    },

    /**
     * What the customer's link shows: the newest sent version, the first opening of each
     * version recorded (on the timeline too). Undefined when nothing was sent or it was revoked.
     */
    async openForCustomer(id: number) {
      return change(async (trx, at) => {
        const proposal = await trx
          .selectFrom("proposals")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!proposal || proposal.status === "revoked") return undefined;
        const shown = await latest(trx, id, { sent: true });
        if (!shown?.content) return undefined;
        const stamp = at.toISOString();
        if (shown.first_opened_at === null) {
          const first = await trx
            .updateTable("proposal_versions")
            .set({ first_opened_at: stamp })
            .where("id", "=", shown.id)
            .where("first_opened_at", "is", null)
            .executeTakeFirst();
          if (Number(first.numUpdatedRows) === 1) {
            shown.first_opened_at = stamp;
            await record(
              trx,
              proposal.lead_id,
              null,
              { action: "opened", number: proposal.number, version: shown.version },
              stamp,
            );
          }
        }
        return toVersion(shown);
      });
    },

    /**
     * The customer accepts `version` (the one they read) with their typed name: the version's
     * content is copied as accepted, with when, from which address and browser, under which
     * terms; the timeline and staff are told — in one transaction. Returns the accepted
     * version's ids (for whatever starts the project next).
     */
    acceptProposal(
      id: number,
      version: number,
      who: { name: string; ip: string; userAgent: string; noticeVersion?: string },
      today: IsoDay,
    ): Promise<AcceptResult> {
      return change(async (trx, at, queued): Promise<AcceptResult> => {
        const proposal = await trx
          .selectFrom("proposals")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!proposal || proposal.status === "revoked") return { outcome: "invalid" };
        const shown = await latest(trx, id, { sent: true });
        if (!shown?.content) return { outcome: "invalid" };
        if (shown.version !== version) return { outcome: "replaced" };
        if (shown.accepted_at !== null) return { outcome: "already" };
        if (shown.valid_until !== null && shown.valid_until < today) return { outcome: "expired" };
        const stamp = at.toISOString();
        const accepted = await trx
          .updateTable("proposal_versions")
          .set({
            accepted_at: stamp,
            accepted_name: who.name,
            accepted_ip: who.ip,
            accepted_user_agent: who.userAgent.slice(0, 500),
            accepted_terms_version: proposalTermsVersion,
            accepted_notice_version: who.noticeVersion ?? null,
            accepted_content: shown.content,
          })
          .where("id", "=", shown.id)
          .where("accepted_at", "is", null)
          .executeTakeFirst();
        // Pressed twice at once: the first press accepted it.
        if (Number(accepted.numUpdatedRows) !== 1) return { outcome: "already" };
        await setStatus(trx, id, "accepted", stamp);
        await extendPrivateLinks(
          trx,
          "proposal",
          String(id),
          new Date(at.getTime() + linkDaysAfterAcceptance * 24 * 60 * 60 * 1000),
        );
        await record(
          trx,
          proposal.lead_id,
          null,
          { action: "accepted", number: proposal.number, version, name: who.name },
          stamp,
        );
        const content = JSON.parse(shown.content) as ProposalContent;
        // The sale is made: the lead is won, and its project opens (issue 22) in this
        // transaction, so an acceptance never stands without its project, nor one without it.
        await moveLeadStatus(
          trx,
          quoteLead(proposal.lead_id),
          { status: "won" },
          { id: null, name: customerActorName },
          stamp,
          { unlessAlready: true },
        );
        await openProject(trx, {
          leadKind: "quote",
          leadId: proposal.lead_id,
          proposalId: id,
          category: content.inputs.category,
          openedBy: { id: null, name: customerActorName },
          now: at,
        });
        const lead = await leadOf(trx, proposal.lead_id);
        if (mail.enabled && mail.notifyTo.length && lead) {
          await queueMail(trx, {
            createdAt: stamp,
            leadKind: "quote",
            leadId: proposal.lead_id,
            to: mail.notifyTo,
            replyTo: lead.email,
            ...composeProposalAcceptedEmail({
              leadId: proposal.lead_id,
              number: proposal.number,
              version,
              customerName: lead.name,
              acceptedName: who.name,
              acceptedAt: stamp,
              price: content.figures.price,
              phone: lead.phone,
              email: lead.email,
              siteUrl: mail.siteUrl,
            }),
          });
          queued();
        }
        return {
          outcome: "accepted",
          proposalId: id,
          versionId: shown.id,
          version,
          leadId: proposal.lead_id,
        };
      });
    },
  };
}

export type ProposalStore = ReturnType<typeof proposalStore>;
