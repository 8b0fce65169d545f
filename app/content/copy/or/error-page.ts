import type { ErrorPageCopy } from "../en/error-page";

// ଓଡ଼ିଆ: the error page's words.

export const errorPageCopy = {
  notFound: {
    title: "ପୃଷ୍ଠାଟି ମିଳିଲା ନାହିଁ",
    text: "ଆମେ ସେହି ପୃଷ୍ଠାଟି ଖୋଜି ପାଇଲୁ ନାହିଁ। ଏହା ଅନ୍ୟ ଠିକଣାକୁ ଯାଇଥାଇପାରେ।",
  },
  unexpected: {
    title: "କିଛି ଅସୁବିଧା ହେଲା",
    text: "କ୍ଷମା କରିବେ, ଏହି ପୃଷ୍ଠାଟି ଏବେ ଦେଖାଯାଇପାରିଲା ନାହିଁ। ଟିକେ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ କଲ କରନ୍ତୁ।",
  },
  homeLink: "ମୂଳ ପୃଷ୍ଠାକୁ ଯାଆନ୍ତୁ",
} satisfies ErrorPageCopy;
