import { createHmac, randomBytes } from "node:crypto";
import { hashToken } from "~/lib/private-links/private-links.server";

// A referral link's token (issue 36, decision 023): the HMAC of the link's random salt under a
// key drawn from the site's secret. The customer's page shows it every time they open it, so it
// cannot be a random token kept only as a hash; worked out from the secret, it still never sits
// in the database whole: a copy of the database opens no referral, and a token changed by one
// character is found by nothing. 43 characters, like every private link's.

/** The key referral tokens are made with, from the site's secret (AUTH_SECRET or the kept one). */
export const referralKey = (siteSecret: string) =>
  createHmac("sha256", siteSecret).update("suryoday referral links").digest();

export const newSalt = () => randomBytes(16).toString("base64url");

export const referralToken = (key: Buffer, salt: string) =>
  createHmac("sha256", key).update(salt).digest("base64url");

/** What the database keeps to find a link by its token. */
export const referralTokenHash = (token: string) => hashToken(token);
