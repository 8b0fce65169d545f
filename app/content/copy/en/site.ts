// The words every page shares: header, footer, phone bar, notifications, error pages and the
// company's own words. Neutral data (paths, numbers, contact values) stays in ~/content.
// copy/or/site.ts has the same shape (`satisfies SiteCopy`), so a missing string fails tsc.

import { errorPageCopy } from "./error-page";

export const siteCopy = {
  company: {
    legalName: "Suryoday Solar Pvt. Ltd.",
    tagline: "Powering India's Future",
    footerText: "Powering your future with clean, reliable solar energy solutions.",
    websiteBy: "Website by Kalinga Web Studio",
  },
  /** Labels of the header's links, by neutral path (~/content/navigation). */
  navigation: {
    "/": "Home",
    "/about": "About Us",
    "/products-services": "Products/Services",
    "/blog": "Blog",
    "/gallery": "Gallery",
    "/privency-policy": "Privacy Policy",
    "/contact": "Contact Us",
    "/faq": "FAQ",
  },
  quoteCallToAction: "Get a Free Quote",
  layout: {
    skipToContent: "Skip to main content",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNavigationLabel: "Main",
    mobileNavigationLabel: "Mobile",
    footerQuickLinksHeading: "Quick Links",
    footerContactHeading: "Contact",
    footerFollowHeading: "Follow Us",
    footerNavigationLabel: "Footer",
    socialLinksLabel: "Social media",
    /** {year} and {holder}; the holder "Pvt. Ltd." already ends the sentence. */
    /** The footer's privacy links (issue 23) and the privacy contact ({email}). */
    privacyNotice: "Privacy notice",
    privacyRights: "Your privacy rights",
    privacyContact: "Privacy and Grievance Officer: {email}",
    copyright: "© {year} {holder} All rights reserved.",
    notificationsLabel: "Notifications ({hotkey})",
    notification: "Notification",
    closeToast: "Close notification",
  },
  languageSwitch: {
    /** Names the switch for screen readers. */
    label: "Language",
  },
  plannerLink: {
    footerHeading: "Plan your savings",
    footer: "Solar savings planner",
  },
  /** The slim bar of actions fixed to the bottom of every page on phones. */
  phoneActionBar: {
    label: "Quick actions",
    call: "Call",
    whatsapp: "WhatsApp",
    quote: "Get a Free Quote",
    /** The WhatsApp message naming the page: {title} and {url}. */
    whatsappMessageOnPage:
      'Hello Suryoday Solar! I\'m on your page "{title}" ({url}) and would like to know more.',
    whatsappMessage:
      "Hello Suryoday Solar! I'm on your website ({url}) and would like to know more.",
    /** On a private link's page, whose address must never leave the site (issue 30). */
    whatsappMessagePrivate: "Hello Suryoday Solar! I would like to know more.",
  },
  /** The maps' controls (Leaflet's own names, given so each language can say them). */
  mapControls: {
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    closePopup: "Close popup",
  },
  errorPage: errorPageCopy,
};

export type SiteCopy = typeof siteCopy;
