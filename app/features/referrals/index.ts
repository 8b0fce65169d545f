// The referrals' entry for pages (issue 36): the customer's card.
export { ReferralCard } from "./referral-card";
