// Where private links live in the site's URLs, in either language: /survey/<token>,
// /proposal/<token>, /project/<token>, the privacy withdrawal and copy
// (/privacy/withdraw/<token>, /privacy/copy/<token>) and their /or/…. The server throttles these
// paths in a tier of their own and writes them into its log without the token. The router
// matches paths in any letter case and percent-decoded, so these checks do too (issue 30:
// /SURVEY/… and /%73urvey/… skipped the throttle and logged the token).

const privateLinkPath =
  /^(\/or)?\/(survey|proposal|project|privacy\/withdraw|privacy\/copy|privacy\/subscribe)\/([^/?#]*)/i;

/** The path as the router reads it: percent-escapes decoded (a malformed one left as it is). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isPrivateLinkPath(path: string): boolean {
  return privateLinkPath.test(decoded(path));
}

/** A referral link's token in a query (issue 36: /quote-request?ref=…). */
const referralToken = /([?&]ref=)[^&#]*/gi;

/** The URL as the log may keep it: "/or/survey/[token]?x=1", "/quote-request?ref=[token]". */
export function withoutToken(url: string): string {
  const whole = decoded(url);
  const path = whole.replace(referralToken, "$1[token]");
  if (!privateLinkPath.test(path)) return path === whole ? url : path;
  return path.replace(
    privateLinkPath,
    (_match, odia: string | undefined, purpose: string) =>
      `${odia?.toLowerCase() ?? ""}/${purpose.toLowerCase()}/[token]`,
  );
}

const tokenInText =
  /(\/(?:or\/)?(?:survey|proposal|project|privacy\/withdraw|privacy\/copy|privacy\/subscribe)\/)[\w-]{20,}/gi;

/**
 * A text (an e-mail sent) with every private link's token replaced by "[token]": the outbox
 * keeps what it sent, and a live token there would open a person's page to anyone who reads
 * the database (issue 30).
 */
export function redactTokens(text: string): string {
  return text.replace(tokenInText, "$1[token]");
}

/** A private page's address for a token, in a language's path (see ~/lib/i18n/locale). */
export const surveyPath = (token: string) => `/survey/${token}`;

/** The customer's project page for a token (issue 22). */
export const projectPath = (token: string) => `/project/${token}`;
/** The privacy withdrawal's and the copy's pages for a token (issue 23). */
export const withdrawPath = (token: string) => `/privacy/withdraw/${token}`;
export const copyPath = (token: string) => `/privacy/copy/${token}`;
/** The newsletter subscription's confirmation page for a token (issue 30). */
export const subscribePath = (token: string) => `/privacy/subscribe/${token}`;
