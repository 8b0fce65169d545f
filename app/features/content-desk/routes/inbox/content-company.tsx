import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-company";
import { Panel } from "~/components/inbox/panel";
import { seedCompany } from "~/content/company";
import { contentDeskCopy as copy } from "~/content/content-desk";
import { inboxCopy } from "~/content/inbox";
import { companyEntryId, socialNetworks, weekdays } from "~/lib/content/published-content";
import { inboxRouteHeaders } from "~/lib/inbox/inbox-context.server";
import { inboxPaths } from "~/lib/inbox/inbox-paths";
import { deskHeaders, deskIntent, openDesk, shownVersions } from "../../desk-context.server";
import {
  DeskActions,
  DeskNotice,
  type FieldValues,
  PlainField,
  type Problems,
  VersionsPanel,
  WordsField,
} from "../../desk-fields";
import { fieldValues, type Json, readFormBody } from "../../form-body";

// The company's details (issue 32): one form, English and Odia side by side, saved as a
// draft or published; a publish needs every field in both languages.

const template = seedCompany as unknown as Json;
const subject = `company/${companyEntryId}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { desk } = await openDesk(request, context);
  const [entry, versions] = await Promise.all([
    desk.entry("company", companyEntryId),
    desk.versions("company", companyEntryId),
  ]);
  const body = (entry?.draft ?? entry?.published ?? seedCompany) as Json;
  return data(
    {
      values: fieldValues(body),
      hasDraft: Boolean(entry?.draft),
      versions: shownVersions(versions, entry?.published != null),
    },
    { headers: deskHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { desk, actor, changed } = await openDesk(request, context);
  const form = await request.formData();
  const intent = deskIntent(form);
  const answer = (
    notice: keyof typeof copy.notices,
    more: { problems?: Problems } = {},
    status = 200,
  ) =>
    data(
      { notice, problems: more.problems ?? {}, values: fieldValues(body) as FieldValues },
      { status, headers: deskHeaders },
    );
  const body = readFormBody(form, template);
  if (intent?.kind === "restore") {
    const restored = await desk.restore("company", companyEntryId, intent.version, actor);
    if (!restored || !restored.ok) return answer("refused", {}, 400);
    await changed(`${subject}: restore`);
    return data(
      { notice: "restored" as const, problems: {}, values: undefined },
      { headers: deskHeaders },
    );
  }
  await desk.saveDraft("company", companyEntryId, body, actor);
  if (intent?.kind !== "publish") return answer("saved");
  const published = await desk.publish("company", companyEntryId, actor);
  if (!published.ok) return answer("refused", { problems: published.problems }, 400);
  await changed(`${subject}: publish`);
  return answer("published");
}

export const headers = inboxRouteHeaders;

export const meta: Route.MetaFunction = () => [
  { title: inboxCopy.title(copy.company.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ContentCompany({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? loaderData.values;
  const problems = actionData?.problems ?? {};
  const fields = copy.companyFields;
  const shared = { values, problems };
  const checkedDays = new Set(values["hours.days"] ?? []);
  return (
    <>
      <Link to={inboxPaths.content} className="text-sm font-semibold text-navy-700 underline">
        {copy.actions.back}
      </Link>
      <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {copy.company.heading}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-navy-700">{copy.company.intro}</p>
      <DeskNotice notice={actionData?.notice} />
      <Form method="post" className="mt-4 grid gap-4" key={JSON.stringify(values)}>
        <Panel title={copy.companySections.reach}>
          <div className="mt-3 grid gap-3">
            <WordsField path="name" label={fields.name} {...shared} />
            <div className="grid gap-3 sm:grid-cols-2">
              <PlainField path="phoneDisplay" label={fields.phoneDisplay} type="tel" {...shared} />
              <PlainField path="phoneE164" label={fields.phoneE164} type="tel" {...shared} />
              <PlainField path="email" label={fields.email} type="email" {...shared} />
              <PlainField
                path="whatsappNumber"
                label={fields.whatsappNumber}
                inputMode="numeric"
                {...shared}
              />
            </div>
          </div>
        </Panel>
        <Panel title={copy.companySections.address}>
          <div className="mt-3 grid gap-3">
            <WordsField path="address.street" label={fields.street} {...shared} />
            <WordsField path="address.city" label={fields.city} {...shared} />
            <WordsField path="address.region" label={fields.region} {...shared} />
            <div className="grid gap-3 sm:grid-cols-3">
              <PlainField
                path="address.postalCode"
                label={fields.postalCode}
                inputMode="numeric"
                {...shared}
              />
              <PlainField
                path="location.lat"
                label={fields.lat}
                type="number"
                step="any"
                {...shared}
              />
              <PlainField
                path="location.lng"
                label={fields.lng}
                type="number"
                step="any"
                {...shared}
              />
            </div>
          </div>
        </Panel>
        <Panel title={copy.companySections.hours}>
          <div className="mt-3 grid gap-3">
            <WordsField path="hours.display" label={fields.hoursDisplay} {...shared} />
            <fieldset className="rounded-xl border border-navy-100 p-3">
              <legend className="px-1 text-sm font-bold text-navy-900">{fields.days}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {weekdays.map((day) => (
                  <label key={day} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="hours.days"
                      value={day}
                      defaultChecked={checkedDays.has(day)}
                      className="size-5"
                    />
                    {copy.weekdays[day]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <PlainField path="hours.opens" label={fields.opens} type="time" {...shared} />
              <PlainField path="hours.closes" label={fields.closes} type="time" {...shared} />
            </div>
          </div>
        </Panel>
        <Panel title={copy.companySections.figures}>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <PlainField path="founded" label={fields.founded} type="number" {...shared} />
            <PlainField path="stats.installations" label={fields.installations} {...shared} />
            <PlainField path="stats.districts" label={fields.districts} {...shared} />
            <PlainField path="stats.satisfaction" label={fields.satisfaction} {...shared} />
          </div>
        </Panel>
        <Panel title={copy.companySections.social}>
          <p className="mt-1 text-sm text-navy-700">{fields.social}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {socialNetworks.map((network) => (
              <PlainField
                key={network}
                path={`social.${network}`}
                label={copy.networks[network]}
                type="url"
                {...shared}
              />
            ))}
          </div>
        </Panel>
        <DeskActions
          busy={busy}
          preview={(locale) => inboxPaths.contentPreview("company", companyEntryId, locale)}
        />
      </Form>
      <div className="mt-6">
        <VersionsPanel versions={loaderData.versions} busy={busy} />
      </div>
    </>
  );
}
