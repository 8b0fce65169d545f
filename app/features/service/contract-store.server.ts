import type { Kysely, Selectable } from "kysely";
import { maintenanceCopy } from "~/content/copy/maintenance.server";
import type { AppDatabase, Database } from "~/lib/db/database.server";
import { shownCompany } from "~/lib/content/shown-company";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { type LeadActor, recordLeadEvent } from "~/lib/lead-core/lead-state.server";
import { salesChanges } from "~/lib/lead-core/sales-change.server";
import { currentConsents } from "~/lib/privacy/consent-store.server";
import { queuePersonMail } from "~/lib/privacy/person-mail.server";
import { addDays, type IsoDay } from "~/lib/time/kolkata-day";
import { projectCustomer } from "~/features/projects/index.server";
import { plannedVisits, renewalNoticeDays } from "./amc-rules";

// Maintenance contracts (AMC, issue 36): one or more per project over time, each renewal a new
// contract naming the one it renews. Staff are reminded of a contract's end 30 days before (the
// morning digest and the contracts' list); its renewal is offered to the customer by e-mail
// only if they agreed to hear of offers (the "marketing-calls" consent, "offers and new
// products"), and the offer is on the lead's timeline either way.

type Db = Kysely<Database>;

export interface Contract {
  id: number;
  projectId: number;
  startsOn: IsoDay;
  endsOn: IsoDay;
  visitsPerYear: number;
  priceRupees: number;
  renews: number | null;
  renewalOfferedAt: string | null;
}

const toContract = (row: Selectable<Database["amc_contracts"]>): Contract => ({
  id: row.id,
  projectId: row.project_id,
  startsOn: row.starts_on as IsoDay,
  endsOn: row.ends_on as IsoDay,
  visitsPerYear: row.visits_per_year,
  priceRupees: row.price_rupees,
  renews: row.renews,
  renewalOfferedAt: row.renewal_offered_at,
});

/** Contracts in force on `today` that end within the notice period, with their customer. */
export async function contractsEndingSoon(db: Db, today: IsoDay) {
  const rows = await db
    .selectFrom("amc_contracts")
    .selectAll()
    .where("starts_on", "<=", today)
    .where("ends_on", ">=", today)
    .where("ends_on", "<=", addDays(today, renewalNoticeDays))
    .orderBy("ends_on")
    .execute();
  const renewed = new Set(
    (
      await db
        .selectFrom("amc_contracts")
        .select("renews")
        .where("renews", "is not", null)
        .execute()
    ).map((row) => row.renews),
  );
  const ending = rows.map(toContract).filter((contract) => !renewed.has(contract.id));
  return Promise.all(
    ending.map(async (contract) => ({
      ...contract,
      name: (await projectCustomer(db, contract.projectId))?.name ?? "",
    })),
  );
}

export function contractStore(
  { db }: AppDatabase,
  mail: { enabled: boolean; siteUrl: string; onMailQueued?: () => void },
  { now: clock = () => new Date() }: { now?: () => Date } = {},
) {
  const change = salesChanges(db, { now: clock, onMailQueued: mail.onMailQueued });

  return {
    async ofProject(projectId: number): Promise<Contract[]> {
      const rows = await db
        .selectFrom("amc_contracts")
        .selectAll()
        .where("project_id", "=", projectId)
        .orderBy("starts_on", "desc")
        .execute();
      return rows.map(toContract);
    },

    endingSoon: (today: IsoDay) => contractsEndingSoon(db, today),

    /** A new contract (or the renewal of `renews`), on the lead's timeline. */
    add(
      projectId: number,
      fields: { startsOn: IsoDay; endsOn: IsoDay; visitsPerYear: number; priceRupees: number },
      actor: LeadActor,
      renews: number | null = null,
    ) {
      return change(async (trx, at) => {
        const customer = await projectCustomer(trx, projectId);
        if (!customer || fields.endsOn < fields.startsOn) return "invalid" as const;
        await trx
          .insertInto("amc_contracts")
          .values({
            project_id: projectId,
            starts_on: fields.startsOn,
            ends_on: fields.endsOn,
            visits_per_year: fields.visitsPerYear,
            price_rupees: fields.priceRupees,
            renews,
            created_at: at.toISOString(),
            created_by: actor.name,
          })
          .execute();
        await recordLeadEvent(
          trx,
          customer.lead,
          actor,
          {
            type: "service",
            action: "contract",
            reference: `AMC ${fields.startsOn} – ${fields.endsOn}`,
            detail: `${fields.visitsPerYear} visits a year, ₹${fields.priceRupees}`,
          },
          at.toISOString(),
        );
        return "saved" as const;
      });
    },

    /**
     * Offers the customer the contract's renewal by e-mail, in their language, if they agreed
     * to hear of offers; "noConsent" (and a line on the timeline) if they did not.
     */
    offerRenewal(contractId: number, actor: LeadActor) {
      return change(async (trx, at, queued) => {
        const row = await trx
          .selectFrom("amc_contracts")
          .selectAll()
          .where("id", "=", contractId)
          .executeTakeFirst();
        const customer = row && (await projectCustomer(trx, row.project_id));
        if (!row || !customer) return "notFound" as const;
        const contract = toContract(row);
        const agreed = (await currentConsents(trx, customer.email)).some(
          (consent) => consent.purpose === "marketing-calls",
        );
        let sent = false;
        if (agreed && mail.enabled) {
          const words = maintenanceCopy[customer.language].renewal;
          const company = shownCompany(customer.language);
          const end = formatDate(contract.endsOn, customer.language);
          const values = { end, visits: contract.visitsPerYear, phone: company.phoneDisplay };
          sent = await queuePersonMail(trx, {
            to: customer.email,
            locale: customer.language,
            mail: {
              subject: fill(words.subject, values),
              text: [
                fill(words.greeting, { name: customer.name }),
                "",
                fill(words.body, values),
                "",
                fill(words.call, values),
                "",
                words.why,
                "",
                fill(words.signature, { company: company.name, phone: company.phoneDisplay }),
              ].join("\n"),
            },
            leadKind: customer.lead.kind,
            leadId: customer.lead.id,
            siteUrl: mail.siteUrl,
            now: at,
          });
          if (sent) queued();
        }
        await trx
          .updateTable("amc_contracts")
          .set({ renewal_offered_at: at.toISOString() })
          .where("id", "=", contractId)
          .execute();
        await recordLeadEvent(
          trx,
          customer.lead,
          actor,
          {
            type: "service",
            action: "renewal",
            reference: `AMC ${contract.startsOn} – ${contract.endsOn}`,
            detail: sent
              ? "renewal offered by e-mail"
              : "not e-mailed: the customer has not agreed to hear of offers",
          },
          at.toISOString(),
        );
        return sent ? ("sent" as const) : ("noConsent" as const);
      });
    },

    /** The customer's contract in force on `today`, with its next planned visit. */
    async current(projectId: number, today: IsoDay) {
      const contracts = await this.ofProject(projectId);
      const live = contracts.find((one) => one.startsOn <= today && one.endsOn >= today);
      if (!live) return null;
      const next = plannedVisits(live).find((day) => day >= today) ?? null;
      return { ...live, nextVisit: next };
    },
  };
}

export type ContractStore = ReturnType<typeof contractStore>;
