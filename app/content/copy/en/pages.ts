// Each page's title, search description, main heading and intro, keyed as in ~/content/pages.

export const pagesCopy = {
  pages: {
    home: {
      title: "Solar Panels & Battery Inverters in Bhubaneswar",
      description:
        "Rooftop solar, battery inverters and energy storage for homes and businesses across Odisha. 2,500+ installations since 2015. Get a free solar quote today.",
      heading: "Solar Power Solutions for Homes and Businesses",
      intro:
        "Cut your electricity bills and keep the lights on through power cuts with certified solar panels, battery inverters and storage, installed by experts across Odisha.",
    },
    about: {
      title: "About Us: Odisha's Solar Installers Since 2015",
      description:
        "Meet the Bhubaneswar team behind 2,500+ solar installations in 30+ districts of Odisha: our history, mission, vision and the areas we serve.",
      heading: "About Us",
      intro:
        "Bhubaneswar's solar engineers, bringing clean and reliable power to Odisha since 2015.",
    },
    productsServices: {
      title: "Solar Panels, Inverters & Batteries: Products",
      description:
        "High-efficiency solar panels up to 22.5%, battery inverters and lithium-ion storage, with professional installation and maintenance across Odisha.",
      heading: "Products & Services",
      intro:
        "Everything you need for dependable solar power: tier-one panels, smart inverters, long-life batteries and the people to install and look after them.",
    },
    howItWorks: {
      title: "How It Works: From Site Survey to Solar Power",
      description:
        "Five simple steps from a free site survey and customised quotation to design, professional installation, activation and ongoing support.",
      heading: "How It Works",
      intro:
        "Going solar with us takes five clear steps, and we handle the paperwork along the way.",
    },
    gallery: {
      title: "Project Gallery: Solar Installations in Odisha",
      description:
        "Browse our residential, commercial and industrial solar projects, battery systems and installations in progress across Odisha.",
      heading: "Our Project Gallery",
      intro:
        "A look at solar systems we have designed and installed for homes and businesses across Odisha.",
    },
    faq: {
      title: "Solar FAQ: Lifespan, EMI, Savings & Maintenance",
      description:
        "Answers to common questions about solar panels: how long they last, EMI and financing, savings, maintenance and what happens during a power outage.",
      heading: "Frequently Asked Questions",
      intro: "Straight answers to the questions Odisha homeowners ask us most.",
    },
    blog: {
      title: "Solar Blog: Tips, Subsidies & Technology Guides",
      description:
        "Practical guides for Odisha homeowners on solar panels, inverters, batteries, PM Surya Ghar subsidies, net metering and maintenance.",
      heading: "Solar Insights & News",
      intro: "Guides, news and tips to help you make the most of solar energy in Odisha.",
    },
    privacyPolicy: {
      title: "Privacy Policy",
      description:
        "How we collect, use, protect and retain the personal information you share when you request a solar quote or contact our team.",
      heading: "Privacy Policy",
      intro:
        "What personal information we collect when you use this website or ask us about solar, why we collect it, and how we look after it.",
    },
    contact: {
      title: "Contact Us: Solar Experts in Bhubaneswar",
      description:
        "Call, e-mail, WhatsApp or visit our Bhubaneswar office. Send us a message and our solar experts will get back to you soon.",
      heading: "Get In Touch",
      intro:
        "Have a question about going solar? Send us a message, call or drop by our Bhubaneswar office. Our team will get back to you soon.",
    },
    quoteRequest: {
      title: "Request a Free Solar Quote",
      description:
        "Tell us about your roof and your electricity bill to get an instant preliminary estimate and a free, no-obligation solar quote.",
      heading: "Request a Free Solar Quote",
      intro:
        "Share a few details about your property and electricity use. We'll show you a preliminary estimate straight away.",
    },
    solarCalculator: {
      title: "Solar Savings Planner: Odisha Subsidy, EMI & Payback",
      description:
        "What rooftop solar costs you in Odisha after the PM Surya Ghar and state subsidies, what it saves on your OERC bill, the EMI and how soon it pays for itself.",
      heading: "Solar Savings Planner",
      intro:
        "Your bill and your roof in, your plan out: the right size, both subsidies, your new bill, the EMI and the payback, with every rate and its source in the open.",
    },
    privacyNotice: {
      title: "Privacy Notice: What We Collect and Your Rights",
      description:
        "What each of our forms collects and why, how long we keep it, who sees it, how to withdraw consent, your rights under the DPDP Act 2023 and whom to ask.",
      heading: "Privacy Notice",
      intro:
        "What we collect through this website, why, for how long and who sees it; your consents and how to withdraw them; your rights and whom to ask.",
    },
    privacyRights: {
      title: "Your Privacy Rights: Copy, Correction, Erasure",
      description:
        "Ask for a copy of your data, its correction or erasure, name a nominee or raise a grievance. Every request gets a reference number and an answer within 90 days.",
      heading: "Your Privacy Rights",
      intro:
        "Ask for a copy of your data, a correction or an erasure, name a nominee, or raise a grievance.",
    },
  },
  /** The alt text of the default social-card image. */
  socialImageAlt: "Suryoday Solar: Powering India's Future",
  notFound: {
    title: "Page Not Found",
    description:
      "The page you asked for does not exist. Here is our home page: solar panels, battery inverters and storage across Odisha.",
  },
};

export type PagesCopy = typeof pagesCopy;
