import type { Copy, Pins } from "./copy-pairs";

// The words the spec (/work/shared/spec, sections 1–8) quotes or names for the English site,
// written out: the English tests read them from here, so they assert them word for word and a
// change to them in the copy fails. Every other word is read from the copy modules, in English
// as in Odia. (The pages' main headings are in fixtures.ts, `routes`.)

export const specWords: Pins<Copy> = {
  site: {
    company: {
      tagline: "Powering India's Future",
      footerText: "Powering your future with clean, reliable solar energy solutions.",
    },
    navigation: {
      "/": "Home",
      "/about": "About Us",
      "/products-services": "Products/Services",
      "/blog": "Blog",
      "/gallery": "Gallery",
      "/privency-policy": "Privacy Policy",
      "/contact": "Contact Us",
    },
    quoteCallToAction: "Get a Free Quote",
  },
  home: {
    hero: {
      primaryAction: "Get Free Solar Quote",
      secondaryAction: "Solar Consultation",
      goToSlide: "Go to slide {position}",
      clickNotice: "Click detected! Changing slide...",
      videoFallback: "Your browser does not support the video tag.",
    },
    benefits: {
      items: {
        savings: { title: "Energy Savings" },
        eco: { title: "Eco-Friendly Solar" },
        certified: { title: "Certified Installation" },
      },
    },
    products: {
      items: {
        "solar-panels": { title: "Solar Panels" },
        inverters: { title: "Battery Inverters" },
        batteries: { title: "Energy Storage" },
      },
    },
    services: {
      items: {
        residential: { title: "Residential Solar Installation" },
        commercial: { title: "Commercial Solar Power Systems" },
        maintenance: { title: "Solar PV System Maintenance" },
        "inverter-setup": { title: "Battery Inverter Setup" },
        "rooftop-mounting": { title: "Rooftop Solar Panel Mounting" },
        "solar-plant": { title: "Solar Plant Installation" },
        "grid-tied": { title: "Grid-Tied Solar Solutions" },
        "energy-audit": { title: "Solar Energy Audits" },
      },
    },
    callToAction: { primary: "Get Solar Quote", secondary: "Contact Solar Experts" },
  },
  about: {
    team: {
      members: {
        "managing-director": { role: "Managing Director" },
        "business-head": { role: "Business Head" },
        "chief-technology-officer": { role: "Chief Technology Officer" },
      },
    },
    statsBand: {
      labels: {
        installations: "Installations",
        districts: "Districts Served",
        satisfaction: "Customer Satisfaction",
        support: "Support",
      },
    },
  },
  coverage: {
    places: {
      bhubaneswar: "Bhubaneswar",
      balasore: "Balasore",
      bhadrak: "Bhadrak",
      jajapur: "Jajapur",
      cuttack: "Cuttack",
      puri: "Puri",
      rourkela: "Rourkela",
      sambalpur: "Sambalpur",
      berhampur: "Berhampur",
      baripada: "Baripada",
    },
  },
  products: { requestQuote: "Request Quote", inquire: "Inquire About Services" },
  process: {
    stepItems: {
      survey: { title: "Site Survey & Consultation" },
      quotation: { title: "Customized Quotation" },
      design: { title: "System Design & Approval" },
      installation: { title: "Professional Installation" },
      support: { title: "Activation & Ongoing Support" },
    },
    closing: { cta: "Get Your Free Quote Today" },
  },
  gallery: {
    allLabel: "All",
    empty: "No projects found for this category. More coming soon!",
    categories: {
      residential: "Residential",
      commercial: "Commercial",
      "installation-process": "Installation Process",
      "before-after": "Before & After",
      industrial: "Industrial",
      testimonials: "Testimonials",
      "battery-systems": "Battery Systems",
    },
  },
  faq: { stillHaveQuestions: { contact: "Contact Us" } },
  contact: {
    banner: { heading: "Ready for Solar Solutions?", call: "Call Now", email: "Email Us" },
  },
  forms: {
    contact: {
      pending: "Sending...",
      success: {
        title: "Message Sent!",
        description: "Thank you for reaching out. We'll get back to you soon.",
      },
    },
    quote: {
      pending: "Calculating & Submitting...",
      success: {
        title: "Quote Request Sent!",
        description:
          "Thank you for your request. We'll review your details and get back to you with a more precise quote soon.",
      },
    },
    newsletter: { submit: "Subscribe Now" },
  },
  quote: {
    estimateCard: {
      heading: "Preliminary Estimate",
      placeholder: "Fill out the form and submit to see your preliminary estimate here.",
      invalid: "Please provide valid roof size and/or electricity bill values.",
      priceNotAvailable: "N/A",
    },
  },
  privacy: {
    returnHome: "Return to Homepage",
    sections: {
      "our-commitment": { heading: "Our Commitment" },
      "information-we-collect": { heading: "Information We Collect" },
      "how-we-use-your-information": { heading: "How We Use Your Information" },
      "data-sharing-and-disclosure": { heading: "Data Sharing and Disclosure" },
      "data-security": { heading: "Data Security" },
      "your-privacy-rights": { heading: "Your Privacy Rights" },
      "solar-specific-data-retention": { heading: "Solar-Specific Data Retention" },
      "changes-to-this-policy": { heading: "Changes to This Policy" },
      "contact-us": { heading: "Contact Us" },
    },
  },
  blog: {
    topics: {
      "solar-technology": "Solar Technology",
      "solar-panels": "Solar Panels",
      "government-schemes": "Government Schemes",
      maintenance: "Maintenance",
      "energy-savings": "Energy Savings",
    },
    card: { readMore: "Read More" },
    listing: {
      search: { submit: "Search" },
      empty: {
        heading: "No posts found",
        text: "We couldn't find any posts matching your search. Try a different keyword.",
      },
      loadMore: "Load More Articles",
    },
    sidebar: {
      topicsHeading: "Solar Topics",
      popularHeading: "Popular Solar Reads",
      quote: { cta: "Request Free Quote" },
    },
    explore: { heading: "Explore Solar Topics" },
  },
};
