import type { Migration } from "kysely";
import { leadTables } from "./0001-lead-tables";
import { rateLimitTables } from "./0002-rate-limits";
import { quotePlan } from "./0003-quote-plan";
import { staffAuthTables } from "./0004-staff-auth";
import { inboxTables } from "./0005-inbox";
import { staffTwoFactorTables } from "./0006-staff-two-factor";
import { leadLanguage } from "./0007-lead-language";
import { signInThrottleTables } from "./0008-sign-in-throttle";
import { quotePlanDay } from "./0009-quote-plan-day";
import { surveysAndFollowUps } from "./0010-surveys-and-follow-ups";
import { estimateBasis } from "./0011-estimate-basis";
import { proposalTables } from "./0012-proposals";
import { projectTables } from "./0013-projects";
import { privacyTables } from "./0014-privacy";
import { newsletterConfirmation } from "./0015-newsletter-confirmation";
import { contentDeskTables } from "./0016-content-desk";
import { whatsappTables } from "./0017-whatsapp";
import { projectPaperworkTables } from "./0018-project-paperwork";
import { surveyFindingsTables } from "./0019-survey-findings";
import { serviceTicketTables } from "./0020-service-tickets";
import { maintenanceContractTables } from "./0021-maintenance-contracts";
import { referralTables } from "./0022-referrals";
import { leadSourceTables } from "./0023-lead-sources";

export type DatabaseEngine = "sqlite" | "postgres";

/**
 * Every migration, by name, in the order they apply (Kysely sorts by name). Listed here
 * rather than read from the folder so they run the same under tsx, vitest and a bundle.
 * Never edit one that has shipped: add the next number.
 */
export function migrations(engine: DatabaseEngine): Record<string, Migration> {
  return {
    "0001-lead-tables": leadTables(engine),
    "0002-rate-limits": rateLimitTables,
    "0003-quote-plan": quotePlan,
    "0004-staff-auth": staffAuthTables(engine),
    "0005-inbox": inboxTables(engine),
    "0006-staff-two-factor": staffTwoFactorTables(engine),
    "0007-lead-language": leadLanguage,
    "0008-sign-in-throttle": signInThrottleTables,
    "0009-quote-plan-day": quotePlanDay,
    "0010-surveys-and-follow-ups": surveysAndFollowUps(engine),
    "0011-estimate-basis": estimateBasis,
    "0012-proposals": proposalTables(engine),
    "0013-projects": projectTables(engine),
    "0014-privacy": privacyTables(engine),
    "0015-newsletter-confirmation": newsletterConfirmation,
    "0016-content-desk": contentDeskTables(engine),
    "0017-whatsapp": whatsappTables(engine),
    "0018-project-paperwork": projectPaperworkTables(engine),
    "0019-survey-findings": surveyFindingsTables(),
    "0020-service-tickets": serviceTicketTables(engine),
    "0021-maintenance-contracts": maintenanceContractTables(engine),
    "0022-referrals": referralTables(engine),
    "0023-lead-sources": leadSourceTables,
  };
}
