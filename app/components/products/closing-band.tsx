import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { productsPage } from "~/content/products";

/** A last nudge for visitors who have not picked a product yet. */
export function ProductsClosingBand() {
  const { closing } = productsPage;
  return (
    <section aria-labelledby="products-closing-heading" className="bg-sun-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-900 px-6 py-10 text-white sm:px-10 lg:flex-row lg:items-center lg:justify-between lg:px-14">
          <div className="max-w-2xl">
            <h2
              id="products-closing-heading"
              className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
            >
              {closing.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-navy-100">{closing.text}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link
              to="/quote-request"
              viewTransition
              prefetch="intent"
              className={buttonVariants({ variant: "sun", size: "lg" })}
            >
              {closing.primary}
            </Link>
            <Link
              to="/how-it-works"
              viewTransition
              prefetch="intent"
              className={buttonVariants({ variant: "outline-light", size: "lg" })}
            >
              {closing.secondary}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
