import * as z from "zod/mini";
import { inboxCopy } from "~/content/inbox";
import {
  done,
  type LeadPanelContext,
  leadIntent,
  panelServer,
  refused,
} from "~/features/lead-page/index.server";
import { inboxModules, notFound } from "~/lib/inbox/inbox-context.server";
import type { SurveyChange } from "../survey-store.server";
import type { SurveyData } from "./survey";

const staffActor = ({ staff }: LeadPanelContext) => ({
  kind: "staff" as const,
  id: staff.id,
  name: staff.name,
});

/** What a change of the survey came to, as the page says it. */
function outcome(result: SurveyChange) {
  if (result.outcome === "taken") return refused("surveyTaken", 409);
  if (result.outcome === "invalid") throw notFound();
  return done();
}

/** Only a quote request has a survey. */
function surveys(panel: LeadPanelContext) {
  if (panel.kind !== "quote") throw notFound();
  return inboxModules(panel.context).surveys;
}

export default panelServer<SurveyData>({
  async load({ context, kind, id, today, now }) {
    if (kind !== "quote") return null;
    const { surveys: store } = inboxModules(context);
    const [survey, slots] = await Promise.all([store.surveyOf(id), store.freeSlots(today, now)]);
    return {
      survey: survey ?? null,
      // The survey's own time is not offered as a new one.
      slots: slots.filter(
        (slot) => !(survey?.status !== "cancelled" && slot.start === survey?.start),
      ),
    };
  },
  intents: {
    surveyBook: leadIntent({
      schema: z.object({ surveySlot: z._default(z.string().check(z.maxLength(40)), "") }),
      saves: ["surveySlot"],
      async run(panel, { surveySlot }) {
        const store = surveys(panel);
        if (!surveySlot) return refused("surveySlot");
        const result = await store.book(panel.id, surveySlot, {
          actor: staffActor(panel),
          today: panel.today,
          now: panel.now,
        });
        return result.outcome === "invalid" ? refused("surveySlot") : outcome(result);
      },
    }),
    surveyConfirm: leadIntent({
      schema: z.object({}),
      run: async (panel) => outcome(await surveys(panel).confirm(panel.id, staffActor(panel))),
    }),
    surveyCancel: leadIntent({
      schema: z.object({}),
      run: async (panel) =>
        outcome(await surveys(panel).cancel(panel.id, { actor: staffActor(panel) })),
    }),
    surveyRevoke: leadIntent({
      schema: z.object({}),
      // Everything typed comes back: revoking saves no field.
      saves: [],
      async run(panel) {
        if (!(await surveys(panel).revokeLinks(panel.id, staffActor(panel)))) {
          return refused("nothingToRevoke", 409, inboxCopy.survey.nothingToRevoke);
        }
        return done(inboxCopy.survey.revoked);
      },
    }),
  },
});
