import type { ProposalCopy } from "~/content/copy/en/proposal";
import type { ShownCompany } from "~/lib/content/shown-company";
import { fill } from "~/lib/i18n/fill";
import { householdSchemesEndOn } from "~/lib/planner-rules";
import { formatDate } from "~/lib/i18n/format";
import { formatNumber, formatRupees } from "~/lib/indian-number";
import { linesOf } from "~/features/proposals/proposal-figures";
import type { ProposalContent } from "~/features/proposals/proposal-store.server";
import { solarCalculatorCopy as odiaPlanner } from "~/content/copy/or/solar-calculator";

// A sent proposal as the customer reads and prints it: everything comes from its frozen
// content, in its language. Plain HTML, no script; tables that never split a row across A4
// pages (app.css, "print").

type Words = ProposalCopy["page"];

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? "font-bold text-navy-900" : undefined}>
      <th scope="row" className="py-2 pr-4 text-left font-medium text-navy-700">
        {label}
      </th>
      <td className="py-2 text-right tabular-nums">{value}</td>
    </tr>
  );
}

function Part({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="proposal-part border-t border-navy-100 pt-5">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who the proposal is from, as the page's loader or layout has it (the published details). */
export type ProposalSender = Pick<ShownCompany, "name" | "phoneDisplay" | "email">;

export function ProposalDocument({
  content,
  words,
  company,
}: {
  content: ProposalContent;
  words: Words;
  company: ProposalSender;
}) {
  const { locale, inputs, figures } = content;
  const date = (day: string) => formatDate(day, locale);
  const rupees = formatRupees;
  const size = formatNumber(inputs.sizeKw, 2);
  const none =
    inputs.category === "business"
      ? words.price.none.business
      : inputs.system === "off-grid"
        ? words.price.none["off-grid"]
        : inputs.system === "hybrid" && !figures.subsidies.eligible
          ? words.price.none.hybrid
          : null;
  const loan = figures.loan;
  return (
    <article
      data-testid="proposal-document"
      className="proposal-document grid gap-6 rounded-2xl bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:p-0 print:shadow-none"
    >
      <header className="grid gap-1">
        <p className="text-sm font-bold tracking-wide text-sun-700 uppercase">{company.name}</p>
        <p className="text-xl font-extrabold text-navy-900" data-testid="proposal-number">
          {fill(words.number, { number: content.number, version: String(content.version) })}
        </p>
        <p className="text-sm text-navy-700">
          {fill(words.dated, { date: date(content.day) })} ·{" "}
          <strong>{fill(words.validUntil, { date: date(content.validUntil) })}</strong>
        </p>
        <p className="mt-2 font-semibold text-navy-800">{fill(words.forWhom, content.customer)}</p>
        <p className="text-sm text-navy-700 print:hidden">{words.printHint}</p>
      </header>

      <Part title={words.system.heading} id="proposal-system">
        <table className="mt-2 w-full text-sm sm:text-base">
          <tbody className="divide-y divide-navy-100">
            <Row label={words.system.size} value={fill(words.system.sizeValue, { size })} />
            <Row label={words.system.type} value={words.system.types[inputs.system]} />
            <Row label={words.system.panels} value={inputs.panels} />
            <Row label={words.system.inverter} value={inputs.inverter} />
            <Row label={words.system.structure} value={inputs.structure} />
            {inputs.battery ? <Row label={words.system.battery} value={inputs.battery} /> : null}
          </tbody>
        </table>
      </Part>

      <Part title={words.price.heading} id="proposal-price">
        <table className="mt-2 w-full text-sm sm:text-base" data-testid="proposal-price">
          <tbody className="divide-y divide-navy-100">
            <Row label={words.price.beforeGst} value={rupees(figures.priceBeforeGst)} />
            <Row
              label={fill(words.price.gst, { rate: formatNumber(figures.gstRate, 2) })}
              value={rupees(figures.gst)}
            />
            <Row label={words.price.withGst} value={rupees(figures.price)} strong />
          </tbody>
        </table>
        <h3 className="mt-4 font-bold text-navy-900">{words.price.subsidiesHeading}</h3>
        {figures.subsidies.eligible && figures.subsidies.counted.length ? (
          <>
            <table className="mt-1 w-full text-sm sm:text-base" data-testid="proposal-subsidies">
              <tbody className="divide-y divide-navy-100">
                {figures.subsidies.counted.map((line) => (
                  <Row
                    key={line.scheme}
                    label={words.price.schemes[line.scheme]}
                    value={`− ${rupees(line.amount)}`}
                  />
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-sm text-navy-700">
              {fill(words.price.subsidyNote, {
                date: date(content.day),
                end: date(
                  figures.subsidies.counted.find((line) => line.endsOn)?.endsOn ??
                    householdSchemesEndOn(content.day),
                ),
              })}
            </p>
          </>
        ) : null}
        {figures.subsidies.ended.map((line) => (
          <p key={line.scheme} className="mt-1 text-sm text-navy-700">
            {fill(words.price.ended, {
              scheme: words.price.schemes[line.scheme],
              date: date(line.endedOn),
            })}
          </p>
        ))}
        {none ? <p className="mt-1 text-sm text-navy-700">{none}</p> : null}
        <table className="mt-3 w-full text-base sm:text-lg">
          <tbody>
            <Row label={words.price.net} value={rupees(figures.netPrice)} strong />
          </tbody>
        </table>
      </Part>

      <Part title={words.payment.heading} id="proposal-payment">
        <h3 className="mt-2 font-bold text-navy-900">{words.payment.cash}</h3>
        <p className="text-sm text-navy-800 sm:text-base">
          {fill(words.payment.cashText, { price: rupees(figures.price) })}
        </p>
        {loan ? (
          <>
            <h3 className="mt-4 font-bold text-navy-900">{words.payment.loan}</h3>
            <table className="mt-1 w-full text-sm sm:text-base" data-testid="proposal-loan">
              <tbody className="divide-y divide-navy-100">
                <Row
                  label={words.payment.loanRate}
                  value={fill(words.payment.loanRateValue, { rate: formatNumber(loan.rate, 2) })}
                />
                <Row label={words.payment.margin} value={rupees(loan.ownPayment)} />
                <Row label={words.payment.principal} value={rupees(loan.principal)} />
                <Row
                  label={words.payment.tenure}
                  value={fill(words.payment.tenureValue, {
                    years: formatNumber(loan.months / 12, 1),
                    months: String(loan.months),
                  })}
                />
                <Row
                  label={words.payment.emi}
                  value={fill(words.payment.emiValue, { emi: rupees(loan.emi) })}
                  strong
                />
                {loan.emiAfterSubsidy !== loan.emi ? (
                  <Row
                    label={fill(words.payment.emiAfter, {
                      months: String(loan.monthsBeforeSubsidy),
                    })}
                    value={fill(words.payment.emiValue, { emi: rupees(loan.emiAfterSubsidy) })}
                  />
                ) : null}
              </tbody>
            </table>
            <p className="mt-1 text-sm text-navy-700">
              {inputs.category === "home" ? words.payment.loanNote : words.payment.loanNoteNotHome}
            </p>
          </>
        ) : null}
      </Part>

      <Part title={words.warranties} id="proposal-warranties">
        <ul className="mt-2 list-disc space-y-1 pl-5 text-navy-800">
          {linesOf(inputs.warranties).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>

      <Part title={words.included} id="proposal-included">
        <ul className="mt-2 list-disc space-y-1 pl-5 text-navy-800">
          {linesOf(inputs.included).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Part>

      <Part title={words.terms.heading} id="proposal-terms">
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-navy-800">
          {words.terms.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Part>

      <Part title={words.rules.heading} id="proposal-rules">
        <ul className="mt-2 space-y-1 text-xs text-navy-700">
          {figures.rules.map((rule) => (
            <li key={rule.key}>
              {fill(words.rules.line, {
                // In Odia, the source explained in Odia as the planner gives it (issue 30).
                source:
                  locale === "or"
                    ? ((rule.key === "gst"
                        ? words.rules.gstSource
                        : (rule.sourceOr ?? odiaPlanner.assumptions.sourceNotes[rule.key])) ??
                      rule.source)
                    : rule.source,
                from: date(rule.validFrom),
                to: rule.validTo ? fill(words.rules.to, { to: date(rule.validTo) }) : "",
                checked: date(rule.checkedOn),
              })}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-navy-700">
          {company.name} · {company.phoneDisplay} · {company.email}
        </p>
      </Part>
    </article>
  );
}
