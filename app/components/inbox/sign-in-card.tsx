import { InboxShell } from "./inbox-shell";

/** The small centred card of the sign-in steps (password, then the authenticator code). */
export function SignInCard({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <InboxShell>
      <div className="mx-auto mt-4 max-w-sm rounded-2xl bg-white p-6 shadow-sm sm:mt-12 sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight">{heading}</h1>
        <p className="mt-2 text-sm text-navy-700">{intro}</p>
        {children}
      </div>
    </InboxShell>
  );
}
