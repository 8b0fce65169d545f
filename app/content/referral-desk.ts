// Referrals in the inbox (issue 36); the inbox is in English.

export const referralDeskCopy = {
  title: "Referrals",
  intro:
    "Quote requests that came through a customer's referral link, with who referred them. Mark the reward paid once it is (how much, and how, in the note).",
  empty: "No referrals yet. Each customer's project page has a referral link to share.",
  panel: "Referral",
  referredBy: "Referred by {name}",
  theirProject: "The referrer's project",
  lead: "The enquiry",
  arrived: "Came on {date}",
  paid: "Reward paid on {date} by {by}",
  unpaid: "Reward not paid yet",
  note: "How much, how (optional)",
  markPaid: "Mark the reward paid",
  marked: "Reward marked paid.",
  already: "That reward is marked paid already.",
};
