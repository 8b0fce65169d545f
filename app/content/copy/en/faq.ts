// The FAQ page's words in English (spec section 3), the questions by their neutral ids
// (~/content/faq). copy/or/faq.ts has the same shape (`satisfies FaqCopy`).

export const faqCopy = {
  entries: {
    lifespan: {
      question: "How long do solar panels last?",
      answer:
        "Good-quality solar panels last 25-30 years. They lose only a little output each year, typically around half a percent, so after 25 years they still produce roughly 80% of what they did when new. The panels we install carry a 25-year performance warranty and a 10-12 year product warranty. Inverters usually need replacing once during that time, and lithium-ion batteries last up to 15 years.",
    },
    emi: {
      question: "Can I pay for my solar system in EMIs?",
      answer:
        "Yes. We help you arrange EMI financing through partner banks and finance companies, so you can spread the cost over monthly instalments that are often close to what you save on your electricity bill. For homes, many public sector banks offer rooftop solar loans under the PM Surya Ghar: Muft Bijli Yojana, and we handle the central subsidy application on the national portal for you. We'll explain the loan options and the subsidy you qualify for when we send your quote.",
    },
    "fully-solar": {
      question: "Can my home run 100% on solar power?",
      answer:
        "It can, with enough roof space and the right system. As a rough guide, each kilowatt of panels needs about 10 square metres of shade-free roof and generates around 100 to 115 units a month in Odisha, so a home using 300 units a month needs about 3 kW. Most homes stay connected to the grid with net metering: your panels cover the day, the grid covers the night, and the units you export are credited on your bill. To run fully on solar through the night and during power cuts, you also need battery storage with a hybrid or off-grid inverter.",
    },
    maintenance: {
      question: "How much maintenance do solar panels need? Do you offer an AMC?",
      answer:
        "Very little. Rinse the panels with plain water and wipe them with a soft cloth every two to three weeks, more often in the dusty dry months and before the monsoon; a clean panel produces noticeably more power. Once a year, a technician should check the wiring, earthing, mounting bolts and inverter. Our Annual Maintenance Contract (AMC) covers regular inspections, professional cleaning and system health checks, with priority service if anything needs attention.",
    },
    savings: {
      question: "How much can I save on my electricity bill?",
      answer:
        "Most of our customers cut their electricity bills by 50%-90%. How much you save depends on the size of your system, how much power you use and when you use it, and your tariff slab, since solar replaces the units you would buy at your highest rate. With net metering and both subsidies (PM Surya Ghar and Odisha's top-up), a home system pays for itself in a few years and keeps saving for the rest of its 25-year life: our savings planner works out your own payback from your bill.",
    },
    outage: {
      question: "What happens to my solar system during a power outage?",
      answer:
        "A grid-tied (on-grid) system switches off automatically when the grid goes down, even on a sunny day. This is a safety requirement: it stops your panels from feeding power into lines that electricity workers may be repairing. If you want power during outages, add battery storage with a hybrid inverter: it detects the cut within moments and keeps your essential appliances running on battery and solar power until the grid returns. Given how often storms and cyclones interrupt supply in Odisha, we recommend a hybrid system for homes that face frequent outages.",
    },
  },
  eyebrow: "Going solar in Odisha",
  heading: "Answers before you decide",
  intro:
    "What Odisha homeowners ask us most about lifespan, costs, savings and what happens when the power goes out. Select a question to read the answer.",
  /** Three numbers worth remembering, beside the questions. */
  highlights: [
    { value: "25-30 years", label: "Typical life of quality solar panels" },
    { value: "50%-90%", label: "Typical cut in electricity bills" },
    { value: "About 3 kW", label: "Covers a home using 300 units a month" },
  ],
  stillHaveQuestions: {
    heading: "Still have questions?",
    text: "Our solar experts in Bhubaneswar are happy to help. Tell us about your home or business and we'll get back to you soon.",
    contact: "Contact Us",
    /** Read before the phone number by screen readers. */
    call: "Call",
  },
};

export type FaqCopy = typeof faqCopy;
