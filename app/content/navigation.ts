export interface NavItem {
  label: string;
  to: string;
}

/** Header navigation, in the spec's order (section 2, "Navigation"). */
export const mainNavigation: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Products/Services", to: "/products-services" },
  { label: "Blog", to: "/blog" },
  { label: "Gallery", to: "/gallery" },
  { label: "Privacy Policy", to: "/privency-policy" },
  { label: "Contact Us", to: "/contact" },
];

export const quoteCallToAction: NavItem = { label: "Get a Free Quote", to: "/quote-request" };

export const footerQuickLinks: NavItem[] = [
  { label: "About Us", to: "/about" },
  { label: "Products/Services", to: "/products-services" },
  { label: "FAQ", to: "/faq" },
  { label: "Contact Us", to: "/contact" },
];

export const layoutText = {
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
  // "Pvt. Ltd." already ends the sentence: no second full stop.
  copyright: (year: number, holder: string) =>
    `© ${year} ${holder}${holder.endsWith(".") ? "" : "."} All rights reserved.`,
  notificationsLabel: "Notifications ({hotkey})",
  closeToast: "Close notification",
} as const;

/** The slim bar of actions fixed to the bottom of every page on phones. */
export const phoneActionBar = {
  label: "Quick actions",
  call: "Call",
  whatsapp: "WhatsApp",
  quote: "Get a Free Quote",
  /** The WhatsApp message, naming the page the visitor was on. */
  whatsappMessage: (page: { title?: string; url: string }) =>
    page.title
      ? `Hello Suryoday Solar! I'm on your page "${page.title}" (${page.url}) and would like to know more.`
      : `Hello Suryoday Solar! I'm on your website (${page.url}) and would like to know more.`,
} as const;
