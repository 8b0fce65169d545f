// The query parameter (and quote form field) a referral link carries its token in (issue 36):
// apart from the referrals' modules, so the quote page loads none of them.
export const referralParam = "ref";
