import * as z from "zod/mini";
import { done, leadIntent, panelServer, refused } from "~/features/lead-page/index.server";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { staffText } from "~/lib/plain-text";
import type { ReferralData } from "./referral";

// The referral that brought this lead (issue 36), if one did: who referred them, and the
// reward marked paid from here.
export default panelServer<ReferralData>({
  async load({ context, kind, id }) {
    if (kind !== "quote" || !context.referrals) return null;
    const referral = await context.referrals.ofLead(kind, id);
    return referral ? { referral } : null;
  },
  intents: {
    rewardPaid: leadIntent({
      schema: z.object({ rewardNote: staffText(200) }),
      saves: ["rewardNote"],
      async run({ context, kind, id, staff, now }, { rewardNote }) {
        const referral = await context.referrals?.ofLead(kind, id);
        if (!referral || !context.referrals) throw notFound();
        const actor = { id: staff.id, name: staff.name };
        if (!(await context.referrals.markPaid(referral.id, rewardNote, actor, now))) {
          return refused("rewardPaid", 409);
        }
        return done();
      },
    }),
  },
});
