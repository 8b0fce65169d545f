// The home page's words (spec section 2 "Home"), by the ids of ~/content/home. The heading
// and intro of the hero are the page's own (pages.ts); the tagline above them is the site's.
// copy/or/home.ts has the same shape (`satisfies HomeCopy`), so a missing string fails tsc.

export const homeCopy = {
  hero: {
    primaryAction: "Get Free Solar Quote",
    secondaryAction: "Solar Consultation",
    /** The slideshow, for screen readers: its name, and what it and its slides are. */
    carouselLabel: "Our solar work",
    carouselRole: "carousel",
    slideRole: "slide",
    /** {position} and {total}. */
    slideLabel: "{position} of {total}",
    /** {position} */
    goToSlide: "Go to slide {position}",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    pauseSlideshow: "Pause slideshow",
    playSlideshow: "Play slideshow",
    slidePickerLabel: "Choose a slide",
    /** Shown for a second after any click on the slideshow's controls (the spec's words). */
    clickNotice: "Click detected! Changing slide...",
    videoFallback: "Your browser does not support the video tag.",
    /** What each frame shows, for screen readers. */
    slideAlts: {
      "solar-farm": "Rows of solar panels stretching across a solar farm in Odisha at sunset",
      "rooftop-installation":
        "Rooftop installation: two technicians lift a solar panel onto its mounting frame",
      "sustainable-power":
        "Sustainable power for a whole town: homes and apartment blocks with rooftop solar panels",
      "photovoltaic-installers":
        "Photovoltaic installers checking a rooftop solar array on a commercial building",
    },
  },

  topRated: {
    eyebrow: "Why Suryoday Solar",
    heading: "Top-Rated Solar Services in Odisha",
    text: "Since 2015 our engineers have designed, installed and looked after solar systems for homes, shops, hotels and factories across Odisha. We fit MNRE-approved equipment, take care of the DISCOM approvals and subsidy paperwork, and stay on call long after the panels go up.",
    points: [
      "Free site survey and honest system sizing",
      "PM Surya Ghar subsidy and net-metering paperwork handled for you",
      "Local service teams across 30+ districts",
    ],
    link: "More about our company",
    stats: {
      installations: "Installations",
      satisfaction: "Customer Satisfaction",
      founded: "Founded in Bhubaneswar",
      support: "Support",
    },
  },

  benefits: {
    eyebrow: "Why go solar",
    heading: "Benefits That Start on Day One",
    intro:
      "Odisha gets close to 300 sunny days a year. Put them to work on your roof and feel the difference in every monthly bill.",
    items: {
      savings: {
        title: "Energy Savings",
        description:
          "Cut your electricity bill by 50% to 90%, and earn credits for the surplus your panels export to the grid through net metering.",
      },
      eco: {
        title: "Eco-Friendly Solar",
        description:
          "Run your home or business on clean sunshine: no fuel, no fumes, no noise, and a smaller carbon footprint every year.",
      },
      certified: {
        title: "Certified Installation",
        description:
          "MNRE-approved panels fitted by trained technicians to BIS and IEC standards, backed by a 25-year performance warranty.",
      },
    },
  },

  products: {
    eyebrow: "Our products",
    heading: "Solar Products Built for Indian Conditions",
    intro:
      "Tier-one equipment chosen for heat, humidity and monsoon storms, with warranties we stand behind.",
    linkLabel: "Explore product",
    items: {
      "solar-panels": {
        title: "Solar Panels",
        description:
          "Monocrystalline and bifacial panels with efficiency up to 22.5% and a 25-year performance warranty.",
        imageAlt: "Two monocrystalline solar panels standing side by side in the sun",
      },
      inverters: {
        title: "Battery Inverters",
        description:
          "On-grid, off-grid and hybrid inverters that switch to solar and battery power the moment the grid fails.",
        imageAlt: "A wall-mounted hybrid solar inverter with a display showing power output",
      },
      batteries: {
        title: "Energy Storage",
        description:
          "Lithium-ion battery banks that store daytime sunshine for the evening, with a lifespan of up to 15 years.",
        imageAlt: "A lithium-ion battery storage cabinet with charge indicators",
      },
    },
  },

  services: {
    eyebrow: "What we do",
    heading: "Complete Solar Services, Start to Finish",
    intro:
      "From the first site survey to the last service visit, one team designs, installs and maintains your system.",
    items: {
      residential: {
        title: "Residential Solar Installation",
        description: "Rooftop systems from 1 kW for homes and villas, subsidy paperwork included.",
      },
      commercial: {
        title: "Commercial Solar Power Systems",
        description: "Systems sized for shops, offices, hotels and hospitals to cut daytime bills.",
      },
      maintenance: {
        title: "Solar PV System Maintenance",
        description:
          "Cleaning, inspections and health checks under an annual maintenance contract.",
      },
      "inverter-setup": {
        title: "Battery Inverter Setup",
        description: "Backup that keeps lights, fans and Wi-Fi running through every power cut.",
      },
      "rooftop-mounting": {
        title: "Rooftop Solar Panel Mounting",
        description:
          "Corrosion-resistant structures for RCC, tin-shed and terrace roofs, wind-rated.",
      },
      "solar-plant": {
        title: "Solar Plant Installation",
        description:
          "Ground-mounted and industrial plants, engineered and commissioned end to end.",
      },
      "grid-tied": {
        title: "Grid-Tied Solar Solutions",
        description: "On-grid systems with net metering, so the power you don't use earns credits.",
      },
      "energy-audit": {
        title: "Solar Energy Audits",
        description: "A load study that shows how much solar you need and what it will save you.",
      },
    },
  },

  testimonials: {
    eyebrow: "Testimonials",
    heading: "What Our Customers Say",
    intro: "Homeowners and business owners across Odisha on life after switching to solar.",
    /** {rating} and {outOf}: the stars, read as one rating. */
    ratingLabel: "Rated {rating} out of {outOf}",
    items: {
      sasmita: {
        name: "Sasmita Mohanty",
        /** Who they are and where, shown under the name. */
        role: "Homeowner, Patia, Bhubaneswar",
        quote:
          "Our bill dropped from about ₹4,200 to under ₹900 a month after the 5 kW rooftop system went in. They handled the subsidy paperwork for us too.",
      },
      rakesh: {
        name: "Rakesh Panda",
        role: "Factory owner, Cuttack",
        quote:
          "Power cuts used to stop our production line. With the hybrid inverter and battery bank the machines keep running, and the work finished on schedule.",
      },
      priyanka: {
        name: "Priyanka Nayak",
        role: "Hotel manager, Puri",
        quote:
          "Sea air worried us, so they chose corrosion-resistant mounts and set up a quarterly cleaning plan. Two monsoons later the panels still perform like new.",
      },
      bijay: {
        name: "Bijay Kumar Sahoo",
        role: "Retired teacher, Sambalpur",
        quote:
          "I wanted honest advice, not a sales pitch. They explained net metering in plain words, and their service team picks up every time I call.",
      },
    },
  },

  callToAction: {
    heading: "Ready to Switch to Solar?",
    text: "Tell us about your roof and your electricity bill. Our experts will size a system for you, show what you could save and book a free site survey.",
    primary: "Get Solar Quote",
    secondary: "Contact Solar Experts",
    /** The quieter link to the savings planner under the text. */
    planner: "Or work out your savings first: try our solar savings planner",
  },

  certifications: {
    eyebrow: "Certified & trusted",
    heading: "Certifications and Approvals",
    intro:
      "Our equipment and installations meet India's national standards and international ones.",
    /** The badges as a new database starts (the content desk changes them): by id. */
    badges: {
      mnre: {
        name: "MNRE",
        detail: "Approved",
        alt: "MNRE Approved: Ministry of New and Renewable Energy",
      },
      "iso-9001": {
        name: "ISO",
        detail: "9001:2015",
        alt: "ISO 9001:2015 certified quality management",
      },
      bis: { name: "BIS", detail: "Certified", alt: "BIS Certified: Bureau of Indian Standards" },
      oreda: {
        name: "OREDA",
        detail: "Empanelled",
        alt: "OREDA Empanelled: Odisha Renewable Energy Development Agency",
      },
      "iec-61215": { name: "IEC", detail: "61215", alt: "IEC 61215 certified solar modules" },
    },
  },
};

export type HomeCopy = typeof homeCopy;
