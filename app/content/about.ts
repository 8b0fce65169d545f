import { company } from "./company";
import type { ImageAsset } from "./types";

// Copy of the About page (spec section 2, "About"). The headline numbers come from
// `stats` in company.ts, so the page and the rest of the site never disagree.

export const story = {
  eyebrow: "Our Story",
  heading: `Powering Odisha since ${company.founded}`,
  paragraphs: [
    `${company.name} began in ${company.founded} as a handful of engineers in a small Bhubaneswar workshop, fitting rooftop panels for neighbours tired of summer power cuts and rising electricity bills.`,
    "Since then we have completed more than 2,500 installations, from 3 kW family rooftops in Patia to megawatt plants for factories, hotels and hospitals, and built a service network that reaches 30+ districts of the state.",
    "We still work the way we started: a proper site survey before any quotation, certified equipment, our own trained installers on every roof, and a phone number that is answered when something needs attention.",
  ],
  highlights: [
    { value: String(company.founded), label: "Founded in Bhubaneswar" },
    { value: "2,500+", label: "Installations completed" },
  ],
  image: {
    src: "/media/about/our-story.webp",
    alt: "The Suryoday Solar team standing in front of a warehouse with solar panels on its roof",
    width: 800,
    height: 600,
  } satisfies ImageAsset,
} as const;

export const purpose = {
  eyebrow: "What Drives Us",
  heading: "Our mission and vision",
  items: [
    {
      id: "mission",
      title: "Our Mission",
      text: "To make clean, reliable solar power affordable for every home and business in Odisha, with honest advice, quality equipment and workmanship that lasts for decades.",
    },
    {
      id: "vision",
      title: "Our Vision",
      text: "An Odisha where every suitable rooftop produces its own energy, families and businesses are shielded from power cuts and tariff rises, and our cities breathe cleaner air.",
    },
  ],
} as const;

export interface TeamMember {
  name: string;
  role: "Managing Director" | "Business Head" | "Chief Technology Officer";
  bio: string;
  portrait: ImageAsset;
}

export const team = {
  eyebrow: "Our Leadership",
  heading: "The people behind your power",
  intro: "Engineers and entrepreneurs from Odisha who have spent their careers in energy.",
  members: [
    {
      name: "Bijay Kumar Mohapatra",
      role: "Managing Director",
      bio: "An electrical engineer with 25 years in power distribution, he founded the company in 2015 to bring rooftop solar within reach of Odisha's families.",
      portrait: {
        src: "/media/team/managing-director.webp",
        alt: "Portrait of Bijay Kumar Mohapatra",
        width: 400,
        height: 400,
      },
    },
    {
      name: "Sasmita Pattnaik",
      role: "Business Head",
      bio: "Sasmita leads sales, financing partnerships and customer care, and has helped hundreds of households claim their PM Surya Ghar subsidy.",
      portrait: {
        src: "/media/team/business-head.webp",
        alt: "Portrait of Sasmita Pattnaik",
        width: 400,
        height: 400,
      },
    },
    {
      name: "Debashis Sahoo",
      role: "Chief Technology Officer",
      bio: "Debashis designs every system we install, from hybrid inverter set-ups to megawatt plants, and trains our installation teams in the latest standards.",
      portrait: {
        src: "/media/team/chief-technology-officer.webp",
        alt: "Portrait of Debashis Sahoo",
        width: 400,
        height: 400,
      },
    },
  ] satisfies TeamMember[],
} as const;

export const serviceArea = {
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
} as const;

export const statsBand = {
  heading: "Suryoday Solar in numbers",
} as const;
