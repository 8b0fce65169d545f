// The About page's words in English (spec section 2, "About"). Neutral data (images, ids,
// numbers) is in ~/content/about and ~/content/company; copy/or/about.ts has the same shape
// (`satisfies AboutCopy`), so a missing string fails tsc.

export const aboutCopy = {
  story: {
    eyebrow: "Our Story",
    /** {founded} */
    heading: "Powering Odisha since {founded}",
    /** The first may name {name} and {founded}. */
    paragraphs: [
      "{name} began in {founded} as a handful of engineers in a small Bhubaneswar workshop, fitting rooftop panels for neighbours tired of summer power cuts and rising electricity bills.",
      "Since then we have completed more than 2,500 installations, from 3 kW family rooftops in Patia to megawatt plants for factories, hotels and hospitals, and built a service network that reaches 30+ districts of the state.",
      "We still work the way we started: a proper site survey before any quotation, certified equipment, our own trained installers on every roof, and a phone number that is answered when something needs attention.",
    ],
    /** Labels of the two numbers beside the story, by id (~/content/about). */
    highlights: {
      founded: "Founded in Bhubaneswar",
      installations: "Installations completed",
    },
    imageAlt:
      "The Suryoday Solar team standing in front of a warehouse with solar panels on its roof",
  },
  purpose: {
    eyebrow: "What Drives Us",
    heading: "Our mission and vision",
    items: {
      mission: {
        title: "Our Mission",
        text: "To make clean, reliable solar power affordable for every home and business in Odisha, with honest advice, quality equipment and workmanship that lasts for decades.",
      },
      vision: {
        title: "Our Vision",
        text: "An Odisha where every suitable rooftop produces its own energy, families and businesses are shielded from power cuts and tariff rises, and our cities breathe cleaner air.",
      },
    },
  },
  team: {
    eyebrow: "Our Leadership",
    heading: "The people behind your power",
    intro: "Engineers and entrepreneurs from Odisha who have spent their careers in energy.",
    /** A portrait's alt text: {name}. */
    portraitAlt: "Portrait of {name}",
    members: {
      "managing-director": {
        name: "Bijay Kumar Mohapatra",
        role: "Managing Director",
        bio: "An electrical engineer with 25 years in power distribution, he founded the company in 2015 to bring rooftop solar within reach of Odisha's families.",
      },
      "business-head": {
        name: "Sasmita Pattnaik",
        role: "Business Head",
        bio: "Sasmita leads sales, financing partnerships and customer care, and has helped hundreds of households claim their PM Surya Ghar subsidy.",
      },
      "chief-technology-officer": {
        name: "Debashis Sahoo",
        role: "Chief Technology Officer",
        bio: "Debashis designs every system we install, from hybrid inverter set-ups to megawatt plants, and trains our installation teams in the latest standards.",
      },
    },
  },
  serviceArea: {
    eyebrow: "Where We Work",
    heading: "Serving 30+ districts across Odisha",
    intro:
      "From our Bhubaneswar headquarters and district teams, we survey, install and service solar systems across the state.",
    mapLabel:
      "Map of Odisha showing our headquarters in Bhubaneswar and our district service centres",
    mapPlaceholder: "Loading the service-area map…",
    listHeading: "Our service centres",
    listNote: "And many more towns and villages in between. Not sure we reach you? Just ask.",
    contactLink: "Ask about your area",
  },
  statsBand: {
    heading: "Suryoday Solar in numbers",
    /** The headline numbers' labels, by the stat's id (~/content/about, headlineStats). */
    labels: {
      installations: "Installations",
      districts: "Districts Served",
      satisfaction: "Customer Satisfaction",
      support: "Support",
    },
  },
};

export type AboutCopy = typeof aboutCopy;
