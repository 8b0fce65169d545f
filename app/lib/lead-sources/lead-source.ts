import { withoutToken } from "~/lib/private-links/private-link-paths";

// Where a lead came from (issue 37), read from what the visitor's own browser sends with the
// form and nothing else: the page the visit began on and the site that sent them there (kept in
// the tab's sessionStorage by the islands runtime, never in a cookie, sent only with a form),
// else the page the form was posted from (a post without script: its Referer header). Ads say
// who they are by their URL (utm_*, gclid, fbclid). Nothing is sent to anyone else.

export const sourceChannels = [
  "referral",
  "ad-google",
  "ad-meta",
  "ad-other",
  "whatsapp",
  "email",
  "search",
  "social",
  "other-site",
  "direct",
  /** A lead from before sources were recorded (2026-11-29). */
  "unknown",
] as const;
export type SourceChannel = (typeof sourceChannels)[number];

export const deviceClasses = ["phone", "tablet", "computer"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Which form a lead came by; "planner": the quote form with a plan from the planner. */
export type SourceForm = "contact" | "quote" | "planner";

export interface LeadSource {
  channel: SourceChannel;
  /** The path the visit began on, without its query (a private link's token removed). */
  landingPage: string;
  /** The host of the site that sent the visitor, if another site did. */
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  gclid: string;
  fbclid: string;
  device: DeviceClass;
}

export interface SourceInput {
  /** The visit's first page, path and query, as the browser kept it ("" without script). */
  arrivalPage: string;
  /** document.referrer on that first page ("" when none or without script). */
  arrivalReferrer: string;
  /** The Referer header of the post: the page the form was on. */
  postedFrom: string;
  userAgent: string;
  /** The site's own host names: a referrer on them is no other site. */
  ownHosts: readonly string[];
  /** The request came through a live referral link (issue 36). */
  referral: boolean;
}

const clip = (text: string | null | undefined, length = 100) =>
  (text ?? "").trim().slice(0, length);

/** A URL or path read leniently: nothing for what is neither. */
function readUrl(text: string): URL | null {
  if (!text) return null;
  try {
    return new URL(text, "http://site.invalid");
  } catch {
    return null;
  }
}

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "phone";
  return "computer";
}

const paidMedia = /^(cpc|ppc|paid|paidsearch|paid_social|paidsocial|display|cpm|ads?)$/i;
const searchHosts = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|yandex|baidu)\.[a-z.]+$/i;
const socialHosts =
  /(^|\.)(facebook|fb|instagram|t|twitter|x|linkedin|lnkd|youtube|youtu|pinterest|reddit|quora|threads)\.[a-z.]+$/i;
const whatsappHosts = /(^|\.)(whatsapp\.com|wa\.me)$/i;

/** The channel, from the most telling sign: our referral link, an ad's id, a tag, the site. */
export function channelOf(
  source: Omit<LeadSource, "channel" | "device" | "landingPage">,
  referral: boolean,
): SourceChannel {
  const utm = source.utmSource.toLowerCase();
  const paid = paidMedia.test(source.utmMedium);
  if (referral) return "referral";
  if (source.gclid || (paid && utm === "google")) return "ad-google";
  if (source.fbclid || (paid && /^(facebook|fb|instagram|ig|meta)$/.test(utm))) return "ad-meta";
  if (paid) return "ad-other";
  if (utm === "whatsapp" || whatsappHosts.test(source.referrerHost)) return "whatsapp";
  if (/^e-?mail$|^newsletter$/i.test(source.utmMedium) || utm === "newsletter") return "email";
  if (searchHosts.test(source.referrerHost)) return "search";
  if (
    socialHosts.test(source.referrerHost) ||
    /^(facebook|instagram|twitter|linkedin|youtube)$/.test(utm)
  ) {
    return "social";
  }
  if (source.referrerHost || utm) return "other-site";
  return "direct";
}

export function readLeadSource(input: SourceInput): LeadSource {
  const own = (url: URL) =>
    url.hostname === "site.invalid" || input.ownHosts.includes(url.hostname);
  const arrival = readUrl(input.arrivalPage);
  const posted = readUrl(input.postedFrom);
  const landing = arrival && own(arrival) ? arrival : posted && own(posted) ? posted : null;
  const referrer = readUrl(input.arrivalReferrer);
  const params = landing?.searchParams;
  const fields = {
    referrerHost: referrer && !own(referrer) ? clip(referrer.hostname) : "",
    utmSource: clip(params?.get("utm_source")),
    utmMedium: clip(params?.get("utm_medium")),
    utmCampaign: clip(params?.get("utm_campaign")),
    utmTerm: clip(params?.get("utm_term")),
    utmContent: clip(params?.get("utm_content")),
    gclid: clip(params?.get("gclid"), 200),
    fbclid: clip(params?.get("fbclid"), 200),
  };
  return {
    ...fields,
    channel: channelOf(fields, input.referral),
    landingPage: landing ? clip(withoutToken(landing.pathname), 200) : "",
    device: deviceClass(input.userAgent),
  };
}
