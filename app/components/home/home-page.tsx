import { pages } from "~/content/pages";

/** The home page's content, shared by "/" and the catch-all route. */
export function HomePage() {
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold">{pages.home.heading}</h1>
        <p className="mt-4 max-w-2xl text-navy-100">{pages.home.intro}</p>
      </div>
    </section>
  );
}
