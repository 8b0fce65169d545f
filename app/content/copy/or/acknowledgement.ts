import type { AcknowledgementCopy } from "../en/acknowledgement";

export const acknowledgementCopy = {
  greeting: "ନମସ୍କାର {name},",
  contact: {
    subject: "{company}କୁ ଆପଣଙ୍କ ବାର୍ତ୍ତା",
    thanks: "ଆପଣଙ୍କ ବାର୍ତ୍ତା ପାଇଁ ଧନ୍ୟବାଦ। ଗୋଟିଏ କାମ ଦିନ ଭିତରେ ଆମେ ଉତ୍ତର ଦେବୁ।",
  },
  quote: {
    subject: "{company}କୁ ଆପଣଙ୍କ କୋଟେସନ ଅନୁରୋଧ",
    thanks: "ଆପଣଙ୍କ କୋଟେସନ ଅନୁରୋଧ ପାଇଁ ଧନ୍ୟବାଦ। ଗୋଟିଏ କାମ ଦିନ ଭିତରେ ଆମେ ଆପଣଙ୍କୁ ଫୋନ କରି କଥା ହେବୁ।",
    survey:
      "ଆପଣଙ୍କ ମାଗଣା ସାଇଟ ସର୍ଭେର ସମୟ ଆପଣ ନିଜେ ଏହି ଲିଙ୍କରେ ବାଛିପାରିବେ (ଲିଙ୍କଟି କେବଳ ଆପଣଙ୍କ ପାଇଁ, ଦୟାକରି କାହା ସହ ସେୟାର କରନ୍ତୁ ନାହିଁ):",
  },
  call: "ଜରୁରୀ ହେଲେ {phone} ନମ୍ବରରେ ଆମକୁ ଫୋନ କରନ୍ତୁ।",
} satisfies AcknowledgementCopy;
