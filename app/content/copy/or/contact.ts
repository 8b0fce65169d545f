import type { ContactCopy } from "../en/contact";

// ଓଡ଼ିଆ: the contact page's words beside its form.

export const contactCopy = {
  details: {
    heading: "ଯୋଗାଯୋଗ ତଥ୍ୟ",
    address: "ଆମ ଅଫିସକୁ ଆସନ୍ତୁ",
    phone: "ଆମକୁ ଫୋନ କରନ୍ତୁ",
    email: "ଆମକୁ ଇମେଲ କରନ୍ତୁ",
    whatsapp: "WhatsApp",
    whatsappLink: "WhatsAppରେ ଆମ ସହ କଥା ହୁଅନ୍ତୁ",
    newTab: "(ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)",
    hours: "ଖୋଲା ରହିବା ସମୟ",
    social: "ଆମକୁ ଫଲୋ କରନ୍ତୁ",
    socialLabel: "ସୋସିଆଲ ମିଡିଆରେ Suryoday Solar",
  },
  map: {
    heading: "ଆମ ଅଫିସ ଖୋଜନ୍ତୁ",
    label: "ଭୁବନେଶ୍ୱରରେ Suryoday Solar ଅଫିସ ଦେଖାଉଥିବା ମାନଚିତ୍ର",
    placeholder: "ମାନଚିତ୍ର ଲୋଡ ହେଉଛି…",
    directions: "ରାସ୍ତା ଦେଖନ୍ତୁ",
    newTab: "(ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)",
  },
  banner: {
    heading: "ସୋଲାର ଲଗାଇବାକୁ ପ୍ରସ୍ତୁତ କି?",
    text: "ଆପଣଙ୍କ ଘର ବା ବ୍ୟବସାୟ ପାଇଁ ପ୍ୟାନେଲ, ଇନଭର୍ଟର ଓ ବ୍ୟାଟେରୀ ବିଷୟରେ ଆଜି ହିଁ ଜଣେ ସୋଲାର ବିଶେଷଜ୍ଞଙ୍କ ସହ କଥା ହୁଅନ୍ତୁ।",
    call: "ଏବେ ଫୋନ କରନ୍ତୁ",
    email: "ଆମକୁ ଇମେଲ କରନ୍ତୁ",
  },
} satisfies ContactCopy;
