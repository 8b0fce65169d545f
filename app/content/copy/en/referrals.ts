// Referrals (issue 36): the card on the customer's project page and the line a referred visitor
// reads on the quote page. copy/or/referrals.ts has the same shape; {…} are filled with fill().

export const referralCopy = {
  card: {
    heading: "Share solar with a neighbour",
    intro:
      "Send this link to friends, family or neighbours who are thinking of rooftop solar. When one of them asks for a quote through it, we will know you sent them, and thank you for it.",
    linkLabel: "Your referral link",
    whatsapp: "Share on WhatsApp",
    shareText: "We have rooftop solar from {company}. Ask them for a free quote here:",
    showName: "Show my first name ({name}) to the people who open my link",
    private:
      "They see only that one of our customers recommends us: never your name unless you tick the box, and nothing else of yours.",
    save: "Save my choice",
    saved: "Your choice is saved.",
    renew: "Make a new link",
    renewHint: "The old link then stops working.",
    renewed: "Your new link is ready. The old one opens nothing now.",
  },
  banner: {
    named: "{name}, one of our customers, recommends us to you.",
    anonymous: "One of our customers recommends us to you.",
  },
};

export type ReferralCopy = typeof referralCopy;
