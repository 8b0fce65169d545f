import { MessageCircleQuestionMarkIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { contact, contactLinks } from "~/content/company";
import { faqText } from "~/content/faq";
import { pages } from "~/content/pages";

/** "Still have questions?": the way on to the contact page. */
export function FaqContactBand() {
  const copy = faqText.stillHaveQuestions;
  return (
    <section aria-labelledby="still-have-questions" className="bg-white pb-16 sm:pb-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-navy-900 px-6 py-10 text-white shadow-lg sm:px-10 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-24 size-64 rounded-full bg-sun-500/25 blur-3xl"
          />
          <div className="relative flex gap-5">
            <span className="hidden size-12 shrink-0 place-items-center rounded-xl bg-sun-500 text-navy-950 sm:grid">
              <MessageCircleQuestionMarkIcon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2
                id="still-have-questions"
                className="text-2xl font-extrabold tracking-tight sm:text-3xl"
              >
                {copy.heading}
              </h2>
              <p className="mt-3 max-w-xl leading-relaxed text-navy-100">{copy.text}</p>
            </div>
          </div>
          <div className="relative mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:shrink-0">
            <Link
              to={pages.contact.path}
              viewTransition
              prefetch="intent"
              className={buttonVariants({ variant: "sun", size: "lg" })}
            >
              {copy.contact}
            </Link>
            <a
              href={contactLinks.tel}
              className={buttonVariants({ variant: "outline-light", size: "lg" })}
            >
              <PhoneIcon aria-hidden="true" />
              <span>
                <span className="sr-only">{copy.call} </span>
                {contact.phoneDisplay}
              </span>
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
