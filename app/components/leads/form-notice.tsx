import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";
import type { SubmissionResult } from "~/lib/leads/submission";
import { failedText, type FailureWords } from "./forms-copy";

/**
 * The answer to a form sent without JavaScript, shown where the form is (with JavaScript
 * the same answer is a toast). Announced as a status, and focusable so a link can land on it.
 */
export function FormNotice({
  tone,
  title,
  text,
  id,
  link,
  className,
}: {
  tone: "success" | "error";
  title: string;
  text: string;
  id?: string;
  /** A same-page link, to what the answer refers to. */
  link?: { href: string; label: string };
  className?: string;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      id={id}
      role={tone === "success" ? "status" : "alert"}
      tabIndex={-1}
      className={cn(
        "flex gap-3 rounded-xl border p-4 outline-none",
        tone === "success"
          ? "border-leaf-600/30 bg-leaf-50 text-leaf-800"
          : "border-red-200 bg-red-50 text-red-800",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm leading-relaxed">{text}</p>
        {link ? (
          <a
            href={link.href}
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-2"
          >
            {link.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What a form sent without JavaScript answers, above the form: its confirmation, the failure
 * in the server's words, or a pointer to the field errors below.
 */
export function SubmissionNotice({
  result,
  sent,
  link,
  words: copy,
}: {
  result: SubmissionResult | null | undefined;
  sent: { title: string; description: string };
  /** Where the confirmation points (the quote's estimate). */
  link?: { href: string; label: string };
  /** What a failure and a refusal say, in the page's language. */
  words: FailureWords;
}) {
  if (result?.status === "sent") {
    return (
      <FormNotice
        tone="success"
        className="mt-6"
        title={sent.title}
        text={sent.description}
        link={link}
      />
    );
  }
  if (result?.status === "failed") {
    return (
      <FormNotice
        tone="error"
        className="mt-6"
        title={copy.failed.title}
        text={failedText(result, copy)}
      />
    );
  }
  if (result?.status === "invalid") {
    return (
      <FormNotice
        tone="error"
        className="mt-6"
        title={copy.invalid.title}
        text={copy.invalid.text}
      />
    );
  }
  return null;
}
