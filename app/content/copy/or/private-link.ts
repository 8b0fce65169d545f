import type { PrivateLinkCopy } from "../en/private-link";

// ଓଡ଼ିଆ: the one answer to a private link that opens nothing.

export const privateLinkCopy = {
  notFound: {
    title: "ଏହି ଲିଙ୍କଟି କାମ କରୁନାହିଁ",
    text: "ଏହା ଭୁଲ ଟାଇପ ହୋଇଥାଇପାରେ ବା ଆଉ ବୈଧ ନଥାଇପାରେ। ଯଦି ଆପଣ ଆମଠାରୁ କିଛି ଆଶା କରୁଛନ୍ତି, ଦୟାକରି {phone}ରେ ଫୋନ କରନ୍ତୁ ବା {email}କୁ ଲେଖନ୍ତୁ।",
    home: "ମୂଳ ପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ",
  },
} satisfies PrivateLinkCopy;
