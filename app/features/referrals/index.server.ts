// The referrals' entry for the server (issue 36): their store, which the server opens with the
// key drawn from the site's secret; the customer's card and its forms; the quote page's param.
export { referralStore, type ReferralStore } from "./referral-store.server";
export { referralKey } from "./referral-token.server";
export {
  referralCardOf,
  takeReferralIntent,
  type ReferralIntent,
} from "./customer-referral.server";
