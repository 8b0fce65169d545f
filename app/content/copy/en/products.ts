// The Products & Services page's words in English (spec sections 2 and 3), the products and
// services by their neutral ids (~/content/products). copy/or/products.ts has the same shape
// (`satisfies ProductsCopy`), so a missing string fails tsc.

export const productsCopy = {
  products: {
    eyebrow: "Our Products",
    heading: "Equipment built for Odisha's sun",
    intro:
      "We install only certified, bankable brands, and we size every system to your roof, your loads and your budget.",
  },
  productItems: {
    "solar-panels": {
      title: "Solar Panels",
      description:
        "Tier-one panels chosen for Odisha's heat, humidity and cyclone-season winds, mounted on galvanised structures that keep producing power for decades.",
      imageAlt: "Two blue monocrystalline solar panels standing in the sun",
      /** The card's detail rows, in order. */
      details: [
        { label: "Types", value: "Monocrystalline PERC, bifacial and polycrystalline" },
        { label: "Efficiency", value: "up to 22.5%" },
        { label: "Warranty", value: "25-year performance and 10-12 year product" },
      ],
    },
    inverters: {
      title: "Battery Inverters",
      description:
        "Smart inverters that turn your panels' output into clean household power, switch to battery in milliseconds during a power cut and export the surplus to the grid.",
      imageAlt: "A wall-mounted solar inverter with a display showing rising power output",
      details: [
        { label: "Types", value: "On-grid, off-grid and hybrid" },
        {
          label: "Features",
          value: "MPPT charge control, pure sine wave output and live monitoring on your phone",
        },
        {
          label: "Compatibility",
          value: "Works with lithium-ion and lead-acid batteries and all major panel brands",
        },
      ],
    },
    batteries: {
      title: "Energy Storage Batteries",
      description:
        "Store the sun's energy for the evening and keep fans, lights and the fridge running through outages, with batteries sized to the loads that matter to you.",
      imageAlt: "A cabinet of stacked lithium-ion battery modules with charge indicators",
      details: [
        { label: "Types", value: "Lithium-ion (LiFePO4) and tubular lead-acid" },
        { label: "Backup Time", value: "4 to 12 hours, sized to your essential loads" },
        { label: "Lifespan", value: "up to 15 years for lithium-ion" },
      ],
    },
  },
  requestQuote: "Request Quote",
  /** Read after a card's link text by screen readers, so the links are told apart: {title}. */
  linkSubject: ": {title}",
  services: {
    eyebrow: "Our Services",
    heading: "From first survey to 25 years of support",
    intro: "The same team that installs your system looks after it afterwards.",
  },
  serviceItems: {
    installation: {
      title: "Solar Installation",
      description:
        "Design, approvals, net-metering paperwork and a clean, safe installation by our own certified team, whatever the size of the roof.",
      categories: [
        { name: "Residential", text: "Rooftop systems from 1 kW for homes and apartments" },
        { name: "Commercial", text: "Offices, shops, hotels, schools and hospitals" },
        {
          name: "Industrial",
          text: "Factory roofs and ground-mounted plants up to megawatt scale",
        },
      ],
    },
    maintenance: {
      title: "Maintenance & Support",
      description:
        "Annual maintenance contracts that keep your system producing at its best, with quick service visits from the district team nearest you.",
      categories: [
        {
          name: "Regular Inspections",
          text: "Wiring, mounting and earthing checked every season",
        },
        { name: "Cleaning Services", text: "Dust and bird-dropping removal for full output" },
        { name: "System Health Checks", text: "Inverter, battery and generation data reviewed" },
      ],
    },
  },
  inquire: "Inquire About Services",
  closing: {
    heading: "Not sure which system is right for you?",
    text: "Tell us about your roof and your electricity bill, and we'll recommend a system with a free preliminary estimate.",
    primary: "Get a Free Quote",
    secondary: "See How It Works",
  },
  /** The link to the solar savings planner under the closing text. */
  plannerLink: "What would a system save you? Try the solar savings planner",
};

export type ProductsCopy = typeof productsCopy;
