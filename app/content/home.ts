// The home page's copy, slides and cards (spec section 2 "Home", section 3 Slide and
// Testimonial). Images live in public/media; sizes are the sizes the files were made at.

import { company, stats } from "./company";
import { plannerLinks } from "./solar-plan-links";
import type { ImageAsset } from "./types";

// ---------------------------------------------------------------------------------------------
// Hero

interface SlideBase {
  /** What the frame shows, for screen readers. */
  alt: string;
  width: number;
  height: number;
}

export interface ImageSlide extends SlideBase {
  type: "image";
  /** The large file; `srcSet` offers the small one to phones. */
  src: string;
  srcSet: string;
}

export interface VideoSlide extends SlideBase {
  type: "video";
  /** The MP4 file; browsers that play WebM take the smaller `webmSrc` first. */
  src: string;
  webmSrc: string;
  /** The still shown until the clip plays. */
  poster: string;
}

export type HeroSlide = ImageSlide | VideoSlide;

/** The four hero items, in the spec's order: image, video, image, video. */
export const heroSlides: HeroSlide[] = [
  {
    type: "image",
    src: "/media/hero/solar-farm-1600.webp",
    srcSet: "/media/hero/solar-farm-800.webp 800w, /media/hero/solar-farm-1600.webp 1600w",
    alt: "Rows of solar panels stretching across a solar farm in Odisha at sunset",
    width: 1600,
    height: 900,
  },
  {
    type: "video",
    src: "/media/hero/rooftop-installation.mp4",
    webmSrc: "/media/hero/rooftop-installation.webm",
    poster: "/media/hero/rooftop-installation-poster.webp",
    alt: "Rooftop installation: two technicians lift a solar panel onto its mounting frame",
    width: 1280,
    height: 720,
  },
  {
    type: "image",
    src: "/media/hero/sustainable-power-1600.webp",
    srcSet:
      "/media/hero/sustainable-power-800.webp 800w, /media/hero/sustainable-power-1600.webp 1600w",
    alt: "Sustainable power for a whole town: homes and apartment blocks with rooftop solar panels",
    width: 1600,
    height: 900,
  },
  {
    type: "video",
    src: "/media/hero/photovoltaic-installers.mp4",
    webmSrc: "/media/hero/photovoltaic-installers.webm",
    poster: "/media/hero/photovoltaic-installers-poster.webp",
    alt: "Photovoltaic installers checking a rooftop solar array on a commercial building",
    width: 1280,
    height: 720,
  },
];

export const hero = {
  eyebrow: company.tagline,
  primaryAction: { label: "Get Free Solar Quote", to: "/quote-request" },
  secondaryAction: { label: "Solar Consultation", to: "/contact" },
  carouselLabel: "Our solar work",
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  goToSlide: (position: number) => `Go to slide ${position}`,
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  pauseSlideshow: "Pause slideshow",
  playSlideshow: "Play slideshow",
  slidePickerLabel: "Choose a slide",
  clickNotice: "Click detected! Changing slide...",
  videoFallback: "Your browser does not support the video tag.",
} as const;

// ---------------------------------------------------------------------------------------------
// Top-rated services blurb

function stat(label: (typeof stats)[number]["label"]) {
  const found = stats.find((item) => item.label === label);
  if (!found) throw new Error(`No company stat labelled ${label}`);
  return found;
}

export const topRated = {
  eyebrow: "Why Suryoday Solar",
  heading: "Top-Rated Solar Services in Odisha",
  text: "Since 2015 our engineers have designed, installed and looked after solar systems for homes, shops, hotels and factories across Odisha. We fit MNRE-approved equipment, take care of the DISCOM approvals and subsidy paperwork, and stay on call long after the panels go up.",
  points: [
    "Free site survey and honest system sizing",
    "PM Surya Ghar subsidy and net-metering paperwork handled for you",
    "Local service teams across 30+ districts",
  ],
  link: { label: "More about our company", to: "/about" },
  stats: [
    stat("Installations"),
    stat("Customer Satisfaction"),
    { value: String(company.founded), label: "Founded in Bhubaneswar" },
    stat("Support"),
  ],
};

// ---------------------------------------------------------------------------------------------
// Benefits

export type BenefitId = "savings" | "eco" | "certified";

export interface Benefit {
  id: BenefitId;
  title: string;
  description: string;
}

export const benefitsSection = {
  eyebrow: "Why go solar",
  heading: "Benefits That Start on Day One",
  intro:
    "Odisha gets close to 300 sunny days a year. Put them to work on your roof and feel the difference in every monthly bill.",
};

export const benefits: Benefit[] = [
  {
    id: "savings",
    title: "Energy Savings",
    description:
      "Cut your electricity bill by 50% to 90%, and earn credits for the surplus your panels export to the grid through net metering.",
  },
  {
    id: "eco",
    title: "Eco-Friendly Solar",
    description:
      "Run your home or business on clean sunshine: no fuel, no fumes, no noise, and a smaller carbon footprint every year.",
  },
  {
    id: "certified",
    title: "Certified Installation",
    description:
      "MNRE-approved panels fitted by trained technicians to BIS and IEC standards, backed by a 25-year performance warranty.",
  },
];

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductHighlight {
  id: "solar-panels" | "inverters" | "batteries";
  title: string;
  description: string;
  image: ImageAsset;
}

export const productsSection = {
  eyebrow: "Our products",
  heading: "Solar Products Built for Indian Conditions",
  intro:
    "Tier-one equipment chosen for heat, humidity and monsoon storms, with warranties we stand behind.",
  linkLabel: "Explore product",
  link: "/products-services",
};

export const productHighlights: ProductHighlight[] = [
  {
    id: "solar-panels",
    title: "Solar Panels",
    description:
      "Monocrystalline and bifacial panels with efficiency up to 22.5% and a 25-year performance warranty.",
    image: {
      src: "/media/products/solar-panels.webp",
      alt: "Two monocrystalline solar panels standing side by side in the sun",
      width: 800,
      height: 600,
    },
  },
  {
    id: "inverters",
    title: "Battery Inverters",
    description:
      "On-grid, off-grid and hybrid inverters that switch to solar and battery power the moment the grid fails.",
    image: {
      src: "/media/products/inverters.webp",
      alt: "A wall-mounted hybrid solar inverter with a display showing power output",
      width: 800,
      height: 600,
    },
  },
  {
    id: "batteries",
    title: "Energy Storage",
    description:
      "Lithium-ion battery banks that store daytime sunshine for the evening, with a lifespan of up to 15 years.",
    image: {
      src: "/media/products/batteries.webp",
      alt: "A lithium-ion battery storage cabinet with charge indicators",
      width: 800,
      height: 600,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Services

export type ServiceTileId =
  | "residential"
  | "commercial"
  | "maintenance"
  | "inverter-setup"
  | "rooftop-mounting"
  | "solar-plant"
  | "grid-tied"
  | "energy-audit";

export interface ServiceTile {
  id: ServiceTileId;
  title: string;
  description: string;
}

export const servicesSection = {
  eyebrow: "What we do",
  heading: "Complete Solar Services, Start to Finish",
  intro:
    "From the first site survey to the last service visit, one team designs, installs and maintains your system.",
};

export const serviceTiles: ServiceTile[] = [
  {
    id: "residential",
    title: "Residential Solar Installation",
    description: "Rooftop systems from 1 kW for homes and villas, subsidy paperwork included.",
  },
  {
    id: "commercial",
    title: "Commercial Solar Power Systems",
    description: "Systems sized for shops, offices, hotels and hospitals to cut daytime bills.",
  },
  {
    id: "maintenance",
    title: "Solar PV System Maintenance",
    description: "Cleaning, inspections and health checks under an annual maintenance contract.",
  },
  {
    id: "inverter-setup",
    title: "Battery Inverter Setup",
    description: "Backup that keeps lights, fans and Wi-Fi running through every power cut.",
  },
  {
    id: "rooftop-mounting",
    title: "Rooftop Solar Panel Mounting",
    description: "Corrosion-resistant structures for RCC, tin-shed and terrace roofs, wind-rated.",
  },
  {
    id: "solar-plant",
    title: "Solar Plant Installation",
    description: "Ground-mounted and industrial plants, engineered and commissioned end to end.",
  },
  {
    id: "grid-tied",
    title: "Grid-Tied Solar Solutions",
    description: "On-grid systems with net metering, so the power you don't use earns credits.",
  },
  {
    id: "energy-audit",
    title: "Solar Energy Audits",
    description: "A load study that shows how much solar you need and what it will save you.",
  },
];

// ---------------------------------------------------------------------------------------------
// Testimonials (spec section 3: name, quote, rating, avatar)

export interface Testimonial {
  name: string;
  /** Who they are and where, shown under the name. */
  role: string;
  quote: string;
  rating: number;
  avatar: string;
}

export const testimonialsSection = {
  eyebrow: "Testimonials",
  heading: "What Our Customers Say",
  intro: "Homeowners and business owners across Odisha on life after switching to solar.",
  ratingLabel: (rating: number, outOf: number) => `Rated ${rating} out of ${outOf}`,
  ratingOutOf: 5,
};

export const testimonials: Testimonial[] = [
  {
    name: "Sasmita Mohanty",
    role: "Homeowner, Patia, Bhubaneswar",
    quote:
      "Our bill dropped from about ₹4,200 to under ₹900 a month after the 5 kW rooftop system went in. They handled the subsidy paperwork for us too.",
    rating: 5,
    avatar: "/media/avatars/avatar-1.svg",
  },
  {
    name: "Rakesh Panda",
    role: "Factory owner, Cuttack",
    quote:
      "Power cuts used to stop our production line. With the hybrid inverter and battery bank the machines keep running, and the work finished on schedule.",
    rating: 5,
    avatar: "/media/avatars/avatar-2.svg",
  },
  {
    name: "Priyanka Nayak",
    role: "Hotel manager, Puri",
    quote:
      "Sea air worried us, so they chose corrosion-resistant mounts and set up a quarterly cleaning plan. Two monsoons later the panels still perform like new.",
    rating: 5,
    avatar: "/media/avatars/avatar-3.svg",
  },
  {
    name: "Bijay Kumar Sahoo",
    role: "Retired teacher, Sambalpur",
    quote:
      "I wanted honest advice, not a sales pitch. They explained net metering in plain words, and their service team picks up every time I call.",
    rating: 5,
    avatar: "/media/avatars/avatar-4.svg",
  },
];

// ---------------------------------------------------------------------------------------------
// Call to action and certifications

export const callToAction = {
  heading: "Ready to Switch to Solar?",
  text: "Tell us about your roof and your electricity bill. Our experts will size a system for you, show what you could save and book a free site survey.",
  primary: { label: "Get Solar Quote", to: "/quote-request" },
  secondary: { label: "Contact Solar Experts", to: "/contact" },
  planner: { label: plannerLinks.homeBand, to: "/solar-calculator" },
};

export const certificationsSection = {
  eyebrow: "Certified & trusted",
  heading: "Certifications and Approvals",
  intro: "Our equipment and installations meet India's national standards and international ones.",
};

export const certificationBadges: ImageAsset[] = [
  {
    src: "/media/badges/mnre-approved.svg",
    alt: "MNRE Approved: Ministry of New and Renewable Energy",
    width: 160,
    height: 80,
  },
  {
    src: "/media/badges/iso-9001.svg",
    alt: "ISO 9001:2015 certified quality management",
    width: 160,
    height: 80,
  },
  {
    src: "/media/badges/bis-certified.svg",
    alt: "BIS Certified: Bureau of Indian Standards",
    width: 160,
    height: 80,
  },
  {
    src: "/media/badges/oreda-empanelled.svg",
    alt: "OREDA Empanelled: Odisha Renewable Energy Development Agency",
    width: 160,
    height: 80,
  },
  {
    src: "/media/badges/iec-61215.svg",
    alt: "IEC 61215 certified solar modules",
    width: 160,
    height: 80,
  },
];
