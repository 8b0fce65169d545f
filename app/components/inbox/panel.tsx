/** One white card of a lead's page, named by its heading for assistive technology. */
export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
