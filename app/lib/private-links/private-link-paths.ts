// Where private links live in the site's URLs, in either language: /survey/<token>,
// /proposal/<token>, /project/<token>, the privacy withdrawal and copy
// (/privacy/withdraw/<token>, /privacy/copy/<token>) and their /or/…. The server throttles these
// paths in a tier of their own and writes them into its log without the token.

const privateLinkPath =
  /^(\/or)?\/(survey|proposal|project|privacy\/withdraw|privacy\/copy)\/([^/?#]*)/;

export function isPrivateLinkPath(path: string): boolean {
  return privateLinkPath.test(path);
}

/** The URL as the log may keep it: "/or/survey/[token]?x=1". */
export function withoutToken(url: string): string {
  return url.replace(
    privateLinkPath,
    (_match, odia: string | undefined, purpose: string) => `${odia ?? ""}/${purpose}/[token]`,
  );
}

/** A private page's address for a token, in a language's path (see ~/lib/i18n/locale). */
export const surveyPath = (token: string) => `/survey/${token}`;

/** The customer's project page for a token (issue 22). */
export const projectPath = (token: string) => `/project/${token}`;
/** The privacy withdrawal's and the copy's pages for a token (issue 23). */
export const withdrawPath = (token: string) => `/privacy/withdraw/${token}`;
export const copyPath = (token: string) => `/privacy/copy/${token}`;
