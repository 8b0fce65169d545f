import type { SiteCopy } from "../en/site";
import { errorPageCopy } from "./error-page";

// ଓଡ଼ିଆ: the words every page shares. See docs/odia/ for how it was written (a native speaker
// reviews it before launch).

export const siteCopy = {
  company: {
    legalName: "Suryoday Solar Pvt. Ltd.",
    tagline: "ଭାରତର ଭବିଷ୍ୟତକୁ ଶକ୍ତି",
    footerText: "ସ୍ୱଚ୍ଛ, ଭରସାଯୋଗ୍ୟ ସୌର ଶକ୍ତିରେ ଆପଣଙ୍କ ଭବିଷ୍ୟତକୁ ଶକ୍ତି।",
    websiteBy: "ୱେବସାଇଟ: Kalinga Web Studio",
  },
  navigation: {
    "/": "ମୂଳ ପୃଷ୍ଠା",
    "/about": "ଆମ ବିଷୟରେ",
    "/products-services": "ଉତ୍ପାଦ/ସେବା",
    "/blog": "ବ୍ଲଗ",
    "/gallery": "ଗ୍ୟାଲେରୀ",
    "/privency-policy": "ଗୋପନୀୟତା ନୀତି",
    "/contact": "ଯୋଗାଯୋଗ",
    "/faq": "ସାଧାରଣ ପ୍ରଶ୍ନ",
  },
  quoteCallToAction: "ମାଗଣା କୋଟେସନ ନିଅନ୍ତୁ",
  layout: {
    skipToContent: "ମୁଖ୍ୟ ବିଷୟକୁ ଯାଆନ୍ତୁ",
    openMenu: "ମେନୁ ଖୋଲନ୍ତୁ",
    closeMenu: "ମେନୁ ବନ୍ଦ କରନ୍ତୁ",
    mainNavigationLabel: "ମୁଖ୍ୟ",
    mobileNavigationLabel: "ମୋବାଇଲ",
    footerQuickLinksHeading: "ଉପଯୋଗୀ ଲିଙ୍କ",
    footerContactHeading: "ଯୋଗାଯୋଗ",
    footerFollowHeading: "ଆମକୁ ଫଲୋ କରନ୍ତୁ",
    footerNavigationLabel: "ଫୁଟର",
    socialLinksLabel: "ସୋସିଆଲ ମିଡିଆ",
    privacyNotice: "ଗୋପନୀୟତା ସୂଚନା",
    privacyRights: "ଆପଣଙ୍କ ଗୋପନୀୟତା ଅଧିକାର",
    privacyContact: "ଗୋପନୀୟତା ଓ ଅଭିଯୋଗ ନିବାରଣ ଅଧିକାରୀ: {email}",
    copyright: "© {year} {holder} ସର୍ବସ୍ୱତ୍ୱ ସଂରକ୍ଷିତ।",
    notificationsLabel: "ସୂଚନା ({hotkey})",
    notification: "ସୂଚନା",
    closeToast: "ସୂଚନା ବନ୍ଦ କରନ୍ତୁ",
  },
  languageSwitch: {
    label: "ଭାଷା",
  },
  plannerLink: {
    footerHeading: "ସଞ୍ଚୟର ହିସାବ କରନ୍ତୁ",
    footer: "ସୋଲାର ସଞ୍ଚୟ ହିସାବ",
  },
  phoneActionBar: {
    label: "ଶୀଘ୍ର କାମ",
    call: "କଲ କରନ୍ତୁ",
    whatsapp: "WhatsApp",
    quote: "ମାଗଣା କୋଟେସନ",
    whatsappMessageOnPage:
      'ନମସ୍କାର Suryoday Solar! ମୁଁ ଆପଣଙ୍କ "{title}" ପୃଷ୍ଠାରେ ଅଛି ({url}), ଆଉ ଅଧିକ ଜାଣିବାକୁ ଚାହୁଁଛି।',
    whatsappMessage: "ନମସ୍କାର Suryoday Solar! ମୁଁ ଆପଣଙ୍କ ୱେବସାଇଟରେ ଅଛି ({url}), ଆଉ ଅଧିକ ଜାଣିବାକୁ ଚାହୁଁଛି।",
    whatsappMessagePrivate: "ନମସ୍କାର Suryoday Solar! ମୁଁ ଆଉ ଅଧିକ ଜାଣିବାକୁ ଚାହୁଁଛି।",
  },
  mapControls: {
    zoomIn: "ବଡ଼ କରି ଦେଖନ୍ତୁ",
    zoomOut: "ଛୋଟ କରି ଦେଖନ୍ତୁ",
    closePopup: "ବିବରଣୀ ବନ୍ଦ କରନ୍ତୁ",
  },
  errorPage: errorPageCopy,
} satisfies SiteCopy;
