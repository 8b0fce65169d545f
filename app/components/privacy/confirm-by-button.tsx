import { CircleCheck } from "lucide-react";
import type * as React from "react";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { fill } from "~/lib/i18n/fill";

/**
 * A private link's page that does one thing, and only on its button (a GET changes nothing,
 * so a mail scanner that opens links does nothing): the withdrawal of every consent and the
 * newsletter's confirmation. Before: the question and the button; after: what was done.
 */
export function ConfirmByButton({
  words,
  email,
  done,
  icon: Icon,
  doneMark,
}: {
  words: { heading: string; text: string; button: string; doneHeading: string; doneText: string };
  email: string;
  done: boolean;
  icon: React.ComponentType<{ "aria-hidden"?: boolean | "true" }>;
  /** The data attribute the done box carries, for tests and styles. */
  doneMark: string;
}) {
  return (
    <>
      <PageHero heading={words.heading} />
      <Container className="max-w-2xl py-12 sm:py-16">
        {done ? (
          <div
            role="status"
            {...{ [`data-${doneMark}`]: "" }}
            className="flex gap-3 rounded-xl border border-leaf-600/30 bg-leaf-50 p-5 text-leaf-800"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{words.doneHeading}</p>
              <p className="mt-1">{words.doneText}</p>
            </div>
          </div>
        ) : (
          <form method="post" className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm">
            <p className="leading-relaxed text-navy-800">{fill(words.text, { email })}</p>
            <Button type="submit" variant="navy" size="lg" className="justify-self-start">
              <Icon aria-hidden="true" />
              {words.button}
            </Button>
          </form>
        )}
      </Container>
    </>
  );
}
