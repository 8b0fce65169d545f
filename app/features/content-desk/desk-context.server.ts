import { data, type AppLoadContext } from "react-router";
import type { Kysely } from "kysely";
import { storePhoto } from "~/lib/content-files/file-store.server";
import { intakePhoto, type PhotoProblem } from "~/lib/content-files/photo-intake.server";
import type { Photo } from "~/lib/content/published-content";
import type { Database } from "~/lib/db/database.server";
import { logAccess } from "~/lib/privacy/access-log.server";
import type { Collection } from "~/lib/content/content-schemas";
import { notFound } from "~/lib/inbox/inbox-context.server";
import { requestDay } from "~/lib/request-day.server";
import { contentRoles, inboxHeaders, requireStaff } from "~/lib/staff/staff-session.server";
import { deskStore, type DeskVersion } from "./desk-store.server";
import type { ShownVersion } from "./desk-fields";

// What every desk page starts with: the owner or an editor signed in (anyone else is
// refused, page and data request alike), the desk's store, and the way a change is logged and
// reaches this server's pages at once (the others read it at their next poll).

export async function openDesk(request: Request, context: AppLoadContext) {
  const staff = await requireStaff(request, context, { roles: contentRoles });
  const database = context.database;
  if (!database) throw data("The content desk is not available.", { status: 503 });
  const { now } = requestDay(context);
  const desk = deskStore(database.db, { now: () => now });
  return {
    staff,
    desk,
    db: database.db,
    actor: { id: staff.id, name: staff.name },
    /** After a publish: in the access log (who, what, when), and on this server's pages now. */
    async changed(subject: string) {
      await logAccess(database.db, staff, {
        subject: `content ${subject}`,
        path: new URL(request.url).pathname,
        now,
      });
      await context.content?.refresh();
    },
  };
}

/** Versions as the page lists them: the newest publish or restore is what is on the site. */
export function shownVersions(versions: DeskVersion[], onSite: boolean): ShownVersion[] {
  return versions.map((version, index) => ({
    id: version.id,
    action: version.action,
    at: version.at,
    by: version.by,
    current: index === 0 && onSite && version.action !== "unpublish",
  }));
}

export const deskHeaders = inboxHeaders;

export type DeskIntent =
  | { kind: "save" | "publish" | "unpublish" | "erase" }
  | { kind: "restore"; version: number }
  | { kind: "move"; step: -1 | 1; collection: string; id: string };

/** The intent a desk form's button posted: save, publish, unpublish, restore:<id>, move:…. */
export function deskIntent(form: FormData): DeskIntent | undefined {
  const intent = String(form.get("intent") ?? "");
  const restore = /^restore:(\d{1,12})$/.exec(intent);
  if (restore) return { kind: "restore", version: Number(restore[1]) };
  if (intent === "save" || intent === "publish" || intent === "unpublish" || intent === "erase") {
    return { kind: intent };
  }
  const move = /^move:(up|down):([a-z]{1,20}):([a-z0-9-]{1,80})$/.exec(intent);
  if (move) {
    return { kind: "move", step: move[1] === "up" ? -1 : 1, collection: move[2]!, id: move[3]! };
  }
  return undefined;
}

/**
 * The photo chosen in a desk form's `photoFile`, if any: judged by its bytes, re-encoded at
 * `widths` and stored, or the problem to show at the field. No file chosen is neither.
 */
async function takePhoto(
  db: Kysely<Database>,
  form: FormData,
  widths: readonly number[],
  actor: { name: string },
): Promise<{ photo?: Photo; problem?: PhotoProblem }> {
  const file = form.get("photoFile");
  if (!(file instanceof File) || file.size === 0) return {};
  const intake = await intakePhoto(new Uint8Array(await file.arrayBuffer()), { widths });
  if (!intake.ok) return { problem: intake.problem };
  return { photo: await storePhoto(db, intake, { by: actor.name, at: new Date() }) };
}

export type DeskNoticeDone = "saved" | "published" | "unpublished" | "restored";

/**
 * What a desk form's button does to one entry, the same on every desk page: put a version back,
 * hide it, or take the chosen photo (if any), save the draft and, for "publish", publish it if
 * both languages are complete. `done` answers a change that went through, `refused` one that
 * did not, with the problems by field (a missing photo as `photoFile`).
 */
export async function applyDeskIntent<Done, Refused>(
  { desk, db, actor, changed }: Awaited<ReturnType<typeof openDesk>>,
  {
    form,
    intent,
    collection,
    id,
    body,
    photo,
    done,
    refused,
  }: {
    form: FormData;
    intent: DeskIntent | undefined;
    collection: Collection;
    id: string;
    body: Record<string, unknown>;
    photo?: { path: string; widths: readonly number[] };
    done: (notice: DeskNoticeDone) => Done;
    refused: (notice: "refused" | "photoRefused", problems: Record<string, string>) => Refused;
  },
): Promise<Done | Refused> {
  const subject = `${collection}/${id}`;
  if (intent?.kind === "restore") {
    const restored = await desk.restore(collection, id, intent.version, actor);
    if (!restored) throw notFound();
    if (!restored.ok) return refused("refused", restored.problems);
    await changed(`${subject}: restore`);
    return done("restored");
  }
  // Erasing is the entry page's own step, for the lists that allow it (testimonials).
  if (intent?.kind === "erase") throw data(null, { status: 400 });
  if (intent?.kind === "unpublish") {
    await desk.unpublish(collection, id, actor);
    await changed(`${subject}: unpublish`);
    return done("unpublished");
  }
  if (photo) {
    const taken = await takePhoto(db, form, photo.widths, actor);
    if (taken.photo) body[photo.path] = taken.photo;
    if (taken.problem) {
      await desk.saveDraft(collection, id, body, actor);
      return refused("photoRefused", { photoFile: taken.problem });
    }
  }
  await desk.saveDraft(collection, id, body, actor);
  if (intent?.kind !== "publish") return done("saved");
  const published = await desk.publish(collection, id, actor);
  if (!published.ok) {
    const problems = { ...published.problems };
    if (photo && Object.keys(problems).some((path) => path.startsWith(photo.path))) {
      problems.photoFile = "missing";
    }
    return refused("refused", problems);
  }
  await changed(`${subject}: publish`);
  return done("published");
}
