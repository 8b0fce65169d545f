import { useState } from "react";
import { Form } from "react-router";
import { Panel } from "~/components/inbox/panel";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { contentDeskCopy as copy } from "~/content/content-desk";
import { formatDateTime } from "~/lib/time/format";
import { acceptedPhotoTypes, earlyPhotoProblem } from "~/lib/content-files/photo-limits";
import type { ShownPhoto } from "~/lib/content/shown-photo";

// The desk's form parts: a text in both languages side by side (English, then Odia), a plain
// field, and the versions with their "put back" buttons. Every field is named by its path in
// what it edits, and a problem the server found at that path is shown under it.

export type FieldValues = Record<string, string | string[]>;
export type Problems = Record<string, string>;

const problemWords = (code: string | undefined, odia = false) =>
  code === undefined
    ? undefined
    : code === "required" && odia
      ? copy.problems.requiredOdia
      : (copy.problems[code] ?? copy.problems.required);

const fieldId = (path: string) => `field-${path.replaceAll(".", "-")}`;

function value(values: FieldValues, path: string): string {
  const found = values[path];
  return Array.isArray(found) ? (found[0] ?? "") : (found ?? "");
}

function Control({
  path,
  label,
  values,
  problems,
  multiline,
  lang,
  type = "text",
  ...rest
}: {
  path: string;
  label: string;
  values: FieldValues;
  problems: Problems;
  multiline?: boolean;
  lang?: string;
  type?: string;
} & Pick<React.ComponentProps<"input">, "step" | "min" | "max" | "inputMode" | "accept">) {
  const id = fieldId(path);
  const problem = problemWords(problems[path], lang === "or");
  const shared = {
    id,
    name: path,
    lang,
    defaultValue: value(values, path),
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": problem ? `${id}-problem` : undefined,
  };
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea rows={3} {...shared} /> : <Input type={type} {...shared} {...rest} />}
      <FieldError id={`${id}-problem`}>{problem}</FieldError>
    </div>
  );
}

/** A text's path in one language: "name" → "name.or"; "words.*.title" → "words.or.title". */
const inLanguage = (path: string, locale: "en" | "or") =>
  path.includes("*") ? path.replace("*", locale) : `${path}.${locale}`;

/** One text in English and Odia, side by side on a wide screen, one above the other on a phone. */
export function WordsField({
  path,
  label,
  values,
  problems,
  multiline,
}: {
  path: string;
  label: string;
  values: FieldValues;
  problems: Problems;
  multiline?: boolean;
}) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-navy-100 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-bold text-navy-900">{label}</legend>
      <Control
        path={inLanguage(path, "en")}
        label={copy.english}
        lang="en"
        values={values}
        problems={problems}
        multiline={multiline}
      />
      <Control
        path={inLanguage(path, "or")}
        label={copy.odia}
        lang="or"
        values={values}
        problems={problems}
        multiline={multiline}
      />
    </fieldset>
  );
}

export function PlainField(props: Parameters<typeof Control>[0]) {
  return <Control {...props} />;
}

/** A yes or no (a place is the headquarters), with the problem the server found under it. */
export function CheckField({
  path,
  label,
  values,
  problems,
}: {
  path: string;
  label: string;
  values: FieldValues;
  problems: Problems;
}) {
  const id = fieldId(path);
  const problem = problemWords(problems[path]);
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          id={id}
          name={path}
          defaultChecked={values[path] === "on"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="size-5"
        />
        {label}
      </label>
      <FieldError id={`${id}-problem`}>{problem}</FieldError>
    </div>
  );
}

/** A notice of what the last button did (a status), or why it did not (an alert). */
export function NoticeLine({ text, refused }: { text: string; refused: boolean }) {
  return (
    <p
      role={refused ? "alert" : "status"}
      className={
        refused
          ? "mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
          : "mt-4 rounded-lg bg-leaf-50 p-3 text-sm font-medium text-leaf-800"
      }
    >
      {text}
    </p>
  );
}

/** The page's notice: what the last button did, or why it did not. */
export function DeskNotice({ notice }: { notice?: keyof typeof copy.notices }) {
  if (!notice) return null;
  const refused = notice === "refused" || notice === "photoRefused";
  return <NoticeLine text={copy.notices[notice]} refused={refused} />;
}

export interface ShownVersion {
  id: number;
  action: "seed" | "publish" | "unpublish" | "restore";
  at: string;
  by: string;
  current: boolean;
}

/** Every published version, newest first; any but the one on the site can be put back. */
export function VersionsPanel({ versions, busy }: { versions: ShownVersion[]; busy: boolean }) {
  return (
    <Panel title={copy.versions.heading}>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-navy-700">{copy.versions.empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {versions.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-navy-100 p-3 text-sm"
            >
              <span>
                <span className="font-semibold">{copy.versions.actions[version.action]}</span>
                {" · "}
                {formatDateTime(version.at)} · {version.by}
                {version.current ? (
                  <span className="ml-2 rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-bold text-leaf-800">
                    {copy.versions.current}
                  </span>
                ) : null}
              </span>
              {version.current || version.action === "unpublish" ? null : (
                <Form method="post">
                  <Button
                    type="submit"
                    name="intent"
                    value={`restore:${version.id}`}
                    variant="outline"
                    size="sm"
                    disabled={busy}
                  >
                    {copy.actions.restore}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** A problem with the photo, by its code: the intake's, or "missing" when publishing needs one. */
function photoWords(code: string | undefined) {
  if (code === undefined) return undefined;
  const problems: Record<string, string> = copy.photo.problems;
  return problems[code] ?? copy.problems.photo;
}

/**
 * The photo now (if any) and a file field to replace it. Too large or HEIC is said as soon as it
 * is chosen; the server judges the bytes anyway. Its form must post multipart/form-data.
 */
export function PhotoField({ photo, problem }: { photo: ShownPhoto | null; problem?: string }) {
  const [chosenProblem, setChosenProblem] = useState<string>();
  const shown = photoWords(chosenProblem ?? problem);
  return (
    <div className={`mt-3 grid gap-3 ${photo ? "sm:grid-cols-[12rem_1fr] sm:items-start" : ""}`}>
      {photo ? (
        <figure className="grid gap-1">
          <img
            src={photo.src}
            alt=""
            width={photo.width}
            height={photo.height}
            className="aspect-[4/3] w-48 rounded-lg object-cover"
          />
          <figcaption className="text-xs text-navy-700">{copy.photo.current}</figcaption>
        </figure>
      ) : null}
      <div className="grid content-start gap-1.5">
        <Label htmlFor="field-photoFile">{copy.photo.label}</Label>
        <Input
          id="field-photoFile"
          name="photoFile"
          type="file"
          accept={acceptedPhotoTypes}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            const early = file ? earlyPhotoProblem(file) : undefined;
            setChosenProblem(early);
            if (early) event.currentTarget.value = "";
          }}
          className="h-auto py-2"
          aria-describedby={`field-photoFile-hint${shown ? " field-photoFile-problem" : ""}`}
          aria-invalid={shown ? true : undefined}
        />
        <p id="field-photoFile-hint" className="text-sm text-navy-700">
          {copy.photo.hint}
        </p>
        <FieldError id="field-photoFile-problem">{shown}</FieldError>
      </div>
    </div>
  );
}

const previewLink =
  "inline-flex min-h-11 items-center px-2 text-sm font-semibold text-navy-800 underline";

/**
 * The buttons under every desk form: publish, save the draft, hide it once it is on the site,
 * and (once it has been saved) the preview in each language, in a new tab.
 */
export function DeskActions({
  busy,
  onSite,
  preview,
}: {
  busy: boolean;
  onSite?: boolean;
  /** The preview's address in a language; none before the entry exists. */
  preview?: (locale: "en" | "or") => string;
}) {
  return (
    <div className="flex flex-wrap gap-2 rounded-2xl bg-white p-3 shadow-sm">
      <Button type="submit" name="intent" value="publish" disabled={busy}>
        {copy.actions.publish}
      </Button>
      <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
        {copy.actions.save}
      </Button>
      {onSite ? (
        <Button type="submit" name="intent" value="unpublish" variant="outline" disabled={busy}>
          {copy.actions.unpublish}
        </Button>
      ) : null}
      {preview ? (
        <>
          <a className={previewLink} href={preview("en")} target="_blank" rel="noreferrer">
            {copy.actions.previewEnglish}
          </a>
          <a className={previewLink} href={preview("or")} target="_blank" rel="noreferrer">
            {copy.actions.previewOdia}
          </a>
        </>
      ) : null}
    </div>
  );
}
