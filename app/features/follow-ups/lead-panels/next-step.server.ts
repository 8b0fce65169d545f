import * as z from "zod/mini";
import {
  assignableStaff,
  done,
  leadIntent,
  panelServer,
  refused,
} from "~/features/lead-page/index.server";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { staffText } from "~/lib/plain-text";
import {
  endOfKolkataDay,
  kolkataDateTime,
  kolkataDateTimeValue,
  nextSteps,
} from "../next-steps.server";
import type { NextStepData } from "./next-step";

const stepFields = ["stepWhat", "stepDue", "stepWho"];

export default panelServer<NextStepData>({
  async load(panel) {
    const { database, kind, id, today, now } = panel;
    if (kind === "privacy") return null;
    const [step, assignable] = await Promise.all([
      nextSteps(database).of(kind, id),
      assignableStaff(panel),
    ]);
    return {
      step: step
        ? {
            ...step,
            dueValue: kolkataDateTimeValue(step.dueAt),
            overdue: Date.parse(step.dueAt) < now.getTime(),
            dueSoon: Date.parse(step.dueAt) < endOfKolkataDay(today).getTime(),
          }
        : null,
      assignable,
    };
  },
  intents: {
    step: leadIntent({
      schema: z.object({
        stepWhat: staffText(300),
        stepDue: z._default(z.string().check(z.maxLength(20)), ""),
        stepWho: z._default(z.string().check(z.maxLength(100)), ""),
      }),
      saves: stepFields,
      async run({ database, kind, id, staff }, { stepWhat, stepDue, stepWho }) {
        if (kind === "privacy") throw notFound();
        if (!stepWhat) return refused("stepWhat");
        const dueAt = kolkataDateTime(stepDue);
        if (!dueAt) return refused("stepDue");
        const set = await nextSteps(database).set(
          kind,
          id,
          { what: stepWhat, dueAt, assigneeId: stepWho || null },
          staff,
        );
        if (!set) throw notFound();
        return done();
      },
    }),
    stepDone: leadIntent({
      schema: z.object({}),
      saves: stepFields,
      async run({ database, kind, id, staff }) {
        if (kind === "privacy") throw notFound();
        if (!(await nextSteps(database).done(kind, id, staff))) throw notFound();
        return done();
      },
    }),
  },
});
