import type { AppLoadContext } from "react-router";
import type * as z from "zod/mini";
import type { AppDatabase } from "~/lib/db/database.server";
import type { InboxKind } from "~/lib/inbox/inbox-paths";
import type { LeadDetail } from "~/lib/inbox/inbox-queries.server";
import type { SavedFields } from "~/lib/staff-forms/drafts";
import type { SignedInStaff } from "~/lib/staff/staff-session.server";
import type { IsoDay } from "~/lib/time/kolkata-day";

// What a panel of the lead's page is (issue 31), on the server's side: its part of the page's
// loader (`load`: its data, or null to be left out) and its part of the action (the intents
// its buttons post). ./lead-panel.ts is the page's side.

/** What the page hands every panel's server part. */
export interface LeadPanelContext {
  context: AppLoadContext;
  request: Request;
  staff: SignedInStaff;
  kind: InboxKind;
  id: number;
  detail: LeadDetail;
  database: AppDatabase;
  today: IsoDay;
  now: Date;
  /** Loads something several panels need once per request, by name (the person's records). */
  shared<T>(name: string, load: () => Promise<T>): Promise<T>;
}

/** What an intent did: done (with the page's line for it), or refused with a reason. */
export type IntentOutcome =
  | {
      done: true;
      /** The line the page shows (default: "Saved."). */
      message?: string;
      /** Nothing typed is handed back (the erasure: the page's fields are gone). */
      clearsDrafts?: boolean;
    }
  | {
      done: false;
      /** The panel's word for what went wrong, handed to every panel as `page.problem`. */
      problem: string;
      status?: number;
      /** Said by the page in its own line instead of by a panel. */
      notice?: string;
    };

export interface LeadIntent {
  /** The fields it reads (the intent itself is read by the page). */
  schema: z.ZodMiniType;
  /** The fields it saves: once saved, shown as stored rather than handed back. */
  saves?: SavedFields;
  run(panel: LeadPanelContext, input: unknown, form: FormData): Promise<IntentOutcome>;
}

/** One intent, its input typed by its schema. */
export function leadIntent<Schema extends z.ZodMiniType>(intent: {
  schema: Schema;
  saves?: SavedFields;
  run(panel: LeadPanelContext, input: z.output<Schema>, form: FormData): Promise<IntentOutcome>;
}): LeadIntent {
  return intent as LeadIntent;
}

export interface LeadPanelServer<Data> {
  /** Its data for the page, or null to be left out (a privacy request has no survey). */
  load?(panel: LeadPanelContext): Promise<Data | null>;
  intents?: Record<string, LeadIntent>;
}

/** A panel's server part: `export default panelServer<Data>({ load, intents })`. */
export const panelServer = <Data>(server: LeadPanelServer<Data>): LeadPanelServer<Data> => server;

export const done = (message?: string): IntentOutcome => ({ done: true, message });

export const refused = (problem: string, status = 400, notice?: string): IntentOutcome => ({
  done: false,
  problem,
  status,
  notice,
});
