import { WorkButton, workFormId } from "~/components/staff-forms/work-form";
import { Panel } from "~/components/inbox/panel";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { referralDeskCopy as copy } from "~/content/referral-desk";
import { definePanel } from "~/features/lead-page";
import { ReferralLine } from "../referral-line";
import type { ShownReferral } from "../referral-store.server";

export interface ReferralData {
  referral: ShownReferral;
}

/** Who referred this lead, and their reward. */
export default definePanel<ReferralData>(function Referral({ data, page }) {
  return (
    <Panel title={copy.panel}>
      <div className="mt-3" data-testid="lead-referral">
        <ReferralLine referral={data.referral} showLead={false}>
          <div className="mt-2 grid gap-2">
            <Field>
              <Label htmlFor="reward-note">{copy.note}</Label>
              <Input
                id="reward-note"
                name="rewardNote"
                form={workFormId}
                maxLength={200}
                defaultValue={page.drafts.rewardNote ?? ""}
              />
            </Field>
            <WorkButton intent="rewardPaid" disabled={page.busy} className="justify-self-start">
              {copy.markPaid}
            </WorkButton>
            <FieldError>{page.problem === "rewardPaid" ? copy.already : null}</FieldError>
          </div>
        </ReferralLine>
      </div>
    </Panel>
  );
});
