import type { Kysely } from "kysely";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { type LeadActor, recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { looksLikeToken } from "~/lib/private-links/private-links.server";
import { projectCustomer } from "~/features/projects/index.server";
import { newSalt, referralToken, referralTokenHash } from "./referral-token.server";
import { firstName } from "./first-name";

// Referrals (issue 36, decision 023): each project's customer has one live referral link to
// share; a quote request sent through it is recorded once against the referrer's project, told
// on both leads' timelines (the new lead's without the referrer's name, so erasing the referrer
// leaves nothing of them there), and staff mark the reward paid. A revoked, tampered or
// unknown link finds nothing and adds nothing.

type Db = Kysely<Database>;

/** A referral as the staff's list and the lead's panel show it. */
export interface ShownReferral {
  id: number;
  leadKind: string;
  leadId: number;
  leadName: string;
  projectId: number;
  referrerName: string;
  createdAt: string;
  rewardPaidAt: string | null;
  rewardPaidBy: string | null;
  rewardNote: string;
}

export function referralStore({ db }: AppDatabase, { key }: { key: Buffer }) {
  async function liveLink(from: Db, projectId: number) {
    return from
      .selectFrom("referral_links")
      .selectAll()
      .where("project_id", "=", projectId)
      .where("revoked_at", "is", null)
      .orderBy("id", "desc")
      .executeTakeFirst();
  }

  async function makeLink(from: Db, projectId: number, at: Date, showFirstName = 0) {
    const salt = newSalt();
    const token = referralToken(key, salt);
    await from
      .insertInto("referral_links")
      .values({
        project_id: projectId,
        salt,
        token_hash: referralTokenHash(token),
        show_first_name: showFirstName,
        created_at: at.toISOString(),
        revoked_at: null,
      })
      .execute();
    return token;
  }

  async function referrerLead(from: Db, projectId: number) {
    return (await projectCustomer(from, projectId))?.lead;
  }

  /** The live link a token opens, with the project it belongs to; nothing for any other. */
  async function linkOf(from: Db, token: string) {
    if (!looksLikeToken(token)) return undefined;
    return from
      .selectFrom("referral_links")
      .selectAll()
      .where("token_hash", "=", referralTokenHash(token))
      .where("revoked_at", "is", null)
      .executeTakeFirst();
  }

  const shown = (from: Db) =>
    from
      .selectFrom("referrals")
      .leftJoin("quote_requests", (join) =>
        join
          .onRef("quote_requests.id", "=", "referrals.lead_id")
          .on("referrals.lead_kind", "=", "quote"),
      )
      .select([
        "referrals.id",
        "referrals.lead_kind",
        "referrals.lead_id",
        "referrals.project_id",
        "referrals.created_at",
        "referrals.reward_paid_at",
        "referrals.reward_paid_by",
        "referrals.reward_note",
        "quote_requests.name as lead_name",
      ]);

  async function toShown(
    row: Awaited<ReturnType<ReturnType<typeof shown>["execute"]>>[number],
  ): Promise<ShownReferral> {
    const referrer = await projectCustomer(db, row.project_id);
    return {
      id: row.id,
      leadKind: row.lead_kind,
      leadId: row.lead_id,
      leadName: row.lead_name ?? "",
      projectId: row.project_id,
      referrerName: referrer?.name ?? "",
      createdAt: row.created_at,
      rewardPaidAt: row.reward_paid_at,
      rewardPaidBy: row.reward_paid_by,
      rewardNote: row.reward_note,
    };
  }

  return {
    /** The project's live link (made on first asking) and whether it shows the first name. */
    async linkFor(projectId: number, now: Date) {
      return db.transaction().execute(async (trx) => {
        const live = await liveLink(trx, projectId);
        if (live) {
          return {
            token: referralToken(key, live.salt),
            showFirstName: live.show_first_name === 1,
          };
        }
        return { token: await makeLink(trx, projectId, now), showFirstName: false };
      });
    },

    /** A new link in place of the old, which then opens nothing (the customer's or staff's). */
    async renew(projectId: number, actor: LeadActor, now: Date) {
      return db.transaction().execute(async (trx) => {
        const live = await liveLink(trx, projectId);
        await trx
          .updateTable("referral_links")
          .set({ revoked_at: now.toISOString() })
          .where("project_id", "=", projectId)
          .where("revoked_at", "is", null)
          .execute();
        const token = await makeLink(trx, projectId, now, live?.show_first_name ?? 0);
        const lead = await referrerLead(trx, projectId);
        if (lead) {
          await recordLeadEvent(
            trx,
            lead,
            actor,
            { type: "referral", action: "renewed", detail: "" },
            now.toISOString(),
          );
        }
        return token;
      });
    },

    /** The customer's agreement to show their first name to the people they refer. */
    async setShowFirstName(projectId: number, show: boolean, now: Date) {
      await this.linkFor(projectId, now);
      await db
        .updateTable("referral_links")
        .set({ show_first_name: show ? 1 : 0 })
        .where("project_id", "=", projectId)
        .where("revoked_at", "is", null)
        .execute();
    },

    /**
     * What a visitor arriving through a link may read: that it is a customer's, and their first
     * name only when they agreed. Nothing for a revoked, tampered or unknown token.
     */
    async open(token: string): Promise<{ firstName: string | null } | undefined> {
      const link = await linkOf(db, token);
      if (!link) return undefined;
      if (link.show_first_name !== 1) return { firstName: null };
      const referrer = await projectCustomer(db, link.project_id);
      return { firstName: referrer ? firstName(referrer.name) : null };
    },

    /**
     * Records that a new lead came through the link `token`, once; whether it did. Its own
     * project's customer sending a request through their own link is no referral.
     */
    async record(lead: { kind: "quote"; id: number }, token: string, now: Date) {
      return db.transaction().execute(async (trx) => {
        const link = await linkOf(trx, token);
        if (!link) return false;
        const referrer = await referrerLead(trx, link.project_id);
        if (!referrer || (referrer.kind === lead.kind && referrer.id === lead.id)) return false;
        const inserted = await trx
          .insertInto("referrals")
          .values({
            lead_kind: lead.kind,
            lead_id: lead.id,
            link_id: link.id,
            project_id: link.project_id,
            created_at: now.toISOString(),
            reward_paid_at: null,
            reward_paid_by: null,
          })
          .onConflict((conflict) => conflict.columns(["lead_kind", "lead_id"]).doNothing())
          .executeTakeFirst();
        if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return false;
        const website = { id: null, name: "The website" };
        const at = now.toISOString();
        await recordLeadEvent(
          trx,
          lead,
          website,
          { type: "referral", action: "arrived", detail: "" },
          at,
        );
        await recordLeadEvent(
          trx,
          referrer,
          website,
          { type: "referral", action: "referred", detail: `quote request #${lead.id}` },
          at,
        );
        return true;
      });
    },

    /** Every referral, newest first, with who referred whom. */
    async list(): Promise<ShownReferral[]> {
      const rows = await shown(db).orderBy("referrals.id", "desc").execute();
      return Promise.all(rows.map(toShown));
    },

    /** The referral that brought a lead, if one did. */
    async ofLead(kind: string, id: number): Promise<ShownReferral | undefined> {
      const row = await shown(db)
        .where("referrals.lead_kind", "=", kind)
        .where("referrals.lead_id", "=", id)
        .executeTakeFirst();
      return row ? toShown(row) : undefined;
    },

    /** Marks a referral's reward paid (once); whether it was marked now. */
    async markPaid(id: number, note: string, actor: LeadActor & { name: string }, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("referrals")
          .select(["project_id", "lead_id"])
          .where("id", "=", id)
          .where("reward_paid_at", "is", null)
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .updateTable("referrals")
          .set({ reward_paid_at: now.toISOString(), reward_paid_by: actor.name, reward_note: note })
          .where("id", "=", id)
          .execute();
        const referrer = await referrerLead(trx, row.project_id);
        if (referrer) {
          await recordLeadEvent(
            trx,
            referrer,
            actor,
            {
              type: "referral",
              action: "reward",
              detail: `quote request #${row.lead_id}${note ? `: ${note}` : ""}`,
            },
            now.toISOString(),
          );
        }
        return true;
      });
    },
  };
}

export type ReferralStore = ReturnType<typeof referralStore>;
