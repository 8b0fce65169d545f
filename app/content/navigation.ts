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
