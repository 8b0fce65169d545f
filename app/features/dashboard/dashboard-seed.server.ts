import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/database.server";
import { sourceChannels } from "~/lib/lead-sources/lead-source";
import { todayInKolkata } from "~/lib/time/kolkata-day";

// A year of made-up leads for the dashboard's benchmark and tests (issue 37): contact messages
// and quote requests spread evenly over a span, each with its source, status, a few timeline
// events and, for a known share, a survey, a proposal and a project as far as the subsidy. The
// i-th lead reaches its stages by i % 10, so the counts of any stretch are known in advance:
// contacted 9 in 10, survey booked 6, survey done 5, proposal sent 4, accepted and installed 2,
// commissioned and credited 1.

const batch = 400;
const hourMs = 3_600_000;

/** How far the i-th lead gets: 0 none … 9 the subsidies credited. */
export const depthOf = (index: number) => index % 10;

export const seededStages = {
  contacted: (depth: number) => depth >= 1,
  surveyBooked: (depth: number) => depth >= 4,
  surveyDone: (depth: number) => depth >= 5,
  proposalSent: (depth: number) => depth >= 6,
  accepted: (depth: number) => depth >= 8,
  credited: (depth: number) => depth >= 9,
};

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => todayInKolkata(new Date(ms));

async function inserts<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += batch) {
    await write(rows.slice(start, start + batch));
  }
}

/** Seeds `count` leads made between `from` and `to`; returns the kinds and ids, in order. */
export async function seedDashboardLeads(
  db: Kysely<Database>,
  {
    count,
    from,
    to,
    staffId = null,
  }: { count: number; from: Date; to: Date; staffId?: string | null },
) {
  const span = to.getTime() - from.getTime();
  const made: { kind: "quote" | "contact"; id: number; createdAt: string; index: number }[] = [];
  for (let start = 0; start < count; start += batch) {
    const slice = Array.from({ length: Math.min(batch, count - start) }, (_, k) => start + k);
    const at = (index: number) => from.getTime() + Math.floor((span * index) / count);
    // A fifth are contact messages: those that got as far as a call (depths 2 and 3).
    const isContact = (index: number) => depthOf(index) === 2 || depthOf(index) === 3;
    const quotes = slice.filter((index) => !isContact(index));
    const contacts = slice.filter(isContact);
    if (quotes.length) {
      const rows = await db
        .insertInto("quote_requests")
        .values(
          quotes.map((index) => ({
            created_at: iso(at(index)),
            language: index % 3 === 0 ? "or" : "en",
            name: `Seeded customer ${index}`,
            email: `seeded-${index}@example.com`,
            phone: `94370${String(index).padStart(5, "0")}`,
            address: "",
            location: `75${String(index % 100).padStart(2, "0")}01`,
            product: "solar-panels",
            roof_size: 50,
            monthly_bill: 2000,
            message: "",
            estimate_kw: 3,
            estimate_recommendation: "3 kW",
            estimate_price: "₹1,80,000",
          })) as never,
        )
        .returning("id")
        .execute();
      rows.forEach((row, k) =>
        made.push({ kind: "quote", id: row.id, createdAt: iso(at(quotes[k]!)), index: quotes[k]! }),
      );
    }
    if (contacts.length) {
      const rows = await db
        .insertInto("contact_messages")
        .values(
          contacts.map((index) => ({
            created_at: iso(at(index)),
            language: index % 3 === 0 ? "or" : "en",
            name: `Seeded writer ${index}`,
            email: `seeded-${index}@example.com`,
            phone: "",
            message: "Seeded message",
          })) as never,
        )
        .returning("id")
        .execute();
      rows.forEach((row, k) =>
        made.push({
          kind: "contact",
          id: row.id,
          createdAt: iso(at(contacts[k]!)),
          index: contacts[k]!,
        }),
      );
    }
  }
  made.sort((a, b) => a.index - b.index);
  const channels = sourceChannels.filter((channel) => channel !== "unknown");
  await inserts(made, (chunk) =>
    db
      .insertInto("lead_sources")
      .values(
        chunk.map((lead) => ({
          lead_kind: lead.kind,
          lead_id: lead.id,
          channel: channels[lead.index % channels.length]!,
          landing_page: ["/", "/solar-calculator", "/or/solar-calculator", "/blog"][
            lead.index % 4
          ]!,
          referrer_host: "",
          utm_source: "",
          utm_medium: "",
          utm_campaign: "",
          utm_term: "",
          utm_content: "",
          gclid: "",
          fbclid: "",
          device: lead.index % 4 ? "phone" : "computer",
          form: lead.kind === "contact" ? "contact" : lead.index % 2 ? "planner" : "quote",
          created_at: lead.createdAt,
        })),
      )
      .execute(),
  );
  await inserts(made, (chunk) =>
    db
      .insertInto("lead_progress")
      .values(
        chunk.map((lead) => {
          const depth = depthOf(lead.index);
          return {
            lead_kind: lead.kind,
            lead_id: lead.id,
            status:
              depth >= 8
                ? "won"
                : depth >= 6
                  ? "quoted"
                  : depth >= 4
                    ? "survey_booked"
                    : depth >= 1
                      ? "contacted"
                      : "new",
            lost_reason: null,
            assigned_to: staffId,
            updated_at: lead.createdAt,
          };
        }),
      )
      .execute(),
  );
  // Three events a lead: the website's on arrival, staff's first call two hours on, a note.
  const events = made.flatMap((lead) => {
    const t = Date.parse(lead.createdAt);
    const by = (hours: number, actorId: string | null, type: string) => ({
      lead,
      at: iso(t + hours * hourMs),
      actor_id: actorId,
      actor_name: actorId ? "Staff" : "The website",
      type,
    });
    const staff = staffId ?? "staff";
    return seededStages.contacted(depthOf(lead.index))
      ? [by(0, null, "received"), by(2, staff, "status"), by(3, staff, "note")]
      : [by(0, null, "received")];
  });
  await inserts(events, (chunk) =>
    db
      .insertInto("lead_events")
      .values(
        chunk.map((event) => ({
          lead_kind: event.lead.kind,
          lead_id: event.lead.id,
          created_at: event.at,
          actor_id: event.actor_id,
          actor_name: event.actor_name,
          type: event.type,
          details: "{}",
        })),
      )
      .execute(),
  );
  const deep = made.filter(
    (lead) => lead.kind === "quote" && seededStages.surveyBooked(depthOf(lead.index)),
  );
  await inserts(deep, (chunk) =>
    db
      .insertInto("surveys")
      .values(
        chunk.map((lead) => {
          const t = Date.parse(lead.createdAt);
          // A survey done is one whose slot has passed; one only booked is far ahead.
          const slot = seededStages.surveyDone(depthOf(lead.index))
            ? t + 48 * hourMs
            : t + 10_000 * 24 * hourMs;
          return {
            lead_kind: "quote",
            lead_id: lead.id,
            slot_start: iso(slot),
            slot_end: iso(slot + 2 * hourMs),
            status: "booked",
            language: "en",
            created_at: iso(t + 24 * hourMs),
            updated_at: iso(t + 24 * hourMs),
          };
        }),
      )
      .execute(),
  );
  const proposed = deep.filter((lead) => seededStages.proposalSent(depthOf(lead.index)));
  const content = (lead: (typeof made)[number]) =>
    JSON.stringify({
      figures: {
        price: 189_000,
        subsidies: {
          counted: [
            { scheme: "centralHome", amount: 78_000 },
            { scheme: "stateHome", amount: 60_000 },
          ],
        },
      },
      number: `SS-${lead.id}`,
    });
  for (let start = 0; start < proposed.length; start += batch) {
    const chunk = proposed.slice(start, start + batch);
    const ids = await db
      .insertInto("proposals")
      .values(
        chunk.map((lead) => ({
          lead_kind: "quote",
          lead_id: lead.id,
          number: `SS-${lead.id}`,
          status: "sent",
          current_version: 1,
          created_at: lead.createdAt,
          updated_at: lead.createdAt,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("proposal_versions")
      .values(
        chunk.map((lead, k) => {
          const t = Date.parse(lead.createdAt);
          const accepted = seededStages.accepted(depthOf(lead.index));
          return {
            proposal_id: ids[k]!.id,
            version: 1,
            inputs: "{}",
            content: content(lead),
            locale: "en",
            created_by: "Staff",
            created_at: iso(t + 72 * hourMs),
            updated_at: iso(t + 72 * hourMs),
            sent_at: iso(t + 96 * hourMs),
            valid_until: day(t + 30 * 24 * hourMs),
            first_opened_at: null,
            accepted_at: accepted ? iso(t + 120 * hourMs) : null,
            accepted_name: accepted ? "Seeded" : null,
            accepted_ip: null,
            accepted_user_agent: null,
            accepted_terms_version: null,
            accepted_notice_version: null,
            accepted_content: accepted ? content(lead) : null,
          };
        }),
      )
      .execute();
    const won = chunk
      .map((lead, k) => ({ lead, proposalId: ids[k]!.id }))
      .filter(({ lead }) => seededStages.accepted(depthOf(lead.index)));
    if (!won.length) continue;
    const projects = await db
      .insertInto("projects")
      .values(
        won.map(({ lead, proposalId }) => ({
          lead_kind: "quote",
          lead_id: lead.id,
          proposal_id: proposalId,
          category: "home",
          opened_by: "Staff",
          opened_at: lead.createdAt,
          updated_at: lead.createdAt,
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("project_steps")
      .values(
        won.flatMap(({ lead }, k) => {
          const t = Date.parse(lead.createdAt);
          const credited = seededStages.credited(depthOf(lead.index));
          const step = (name: string, doneAfterDays: number | null) => ({
            project_id: projects[k]!.id,
            step: name,
            applies: 1,
            expected_on: null,
            done_on: doneAfterDays === null ? null : day(t + doneAfterDays * 24 * hourMs),
            updated_at: lead.createdAt,
          });
          return [
            step("portal-registration", 7),
            step("installation-done", 20),
            step("commissioning", credited ? 40 : null),
            step("central-subsidy", credited ? 70 : null),
            step("state-subsidy", credited ? 90 : null),
          ];
        }),
      )
      .execute();
  }
  return made;
}
