import type { ServiceCopy } from "../en/service";

// ସେବା ଅନୁରୋଧ (issue 36): copy/en/service.ts ର ଓଡ଼ିଆ।

export const serviceCopy = {
  form: {
    heading: "ଆପଣଙ୍କ ସିଷ୍ଟମରେ କିଛି ଅସୁବିଧା?",
    intro: "ଆପଣଙ୍କ ଫୋନରୁ ଏଠାରେ ଜଣାନ୍ତୁ। ଆଦୌ ବିଜୁଳି ନ ମିଳିଲେ ଆମେ 48 ଘଣ୍ଟା ଭିତରେ ଆସୁ; ନଚେତ୍ 7 ଦିନ ଭିତରେ।",
    problem: "କ’ଣ ଅସୁବିଧା",
    problems: {
      "no-power": "ଆଦୌ ବିଜୁଳି ମିଳୁନାହିଁ",
      "low-generation": "ଆଗଠାରୁ କମ୍ ବିଜୁଳି ତିଆରି ହେଉଛି",
      "inverter-error": "ଇନଭର୍ଟରରେ ତ୍ରୁଟି ଦେଖାଉଛି",
      damage: "କିଛି ଭାଙ୍ଗିଯାଇଛି",
      cleaning: "ପ୍ୟାନେଲ ସଫା କରିବା ଦରକାର",
      other: "ଅନ୍ୟ କିଛି",
    },
    errorCode: "ଇନଭର୍ଟର ସ୍କ୍ରିନରେ ଥିବା ତ୍ରୁଟି କୋଡ, ଯଦି ଥାଏ",
    since: "କେବେଠାରୁ",
    details: "ଆଉ କିଛି ଜଣାଇବାକୁ ଚାହାଁନ୍ତି କି",
    preferred: "ଆମେ କେବେ ଆସିପାରିବୁ (ଆପଣଙ୍କ ସୁବିଧାର ଦିନ ଓ ସମୟ)",
    photo: "ଗୋଟିଏ ଫଟୋ, ଯଦି ସାହାଯ୍ୟ କରେ (ଇଚ୍ଛାଧୀନ)",
    send: "ଅନୁରୋଧ ପଠାନ୍ତୁ",
    sent: "ଆପଣଙ୍କ ଅନୁରୋଧ {reference} ଆମେ ପାଇଛୁ। ପରିଦର୍ଶନ ସ୍ଥିର ହେଲେ ଇମେଲରେ ଜଣାଇବୁ।",
    missing: "କ’ଣ ଅସୁବିଧା ବାଛି ଅନୁରୋଧ ପଠାନ୍ତୁ।",
  },
  list: {
    heading: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ",
    reference: "ଅନୁରୋଧ {reference}",
    states: {
      new: "ମିଳିଛି: ଆମେ ପରିଦର୍ଶନ ସ୍ଥିର କରିବୁ",
      "visit-booked": "ପରିଦର୍ଶନ ସ୍ଥିର: {when}",
      "waiting-parts": "ଏକ ପାର୍ଟସ ପାଇଁ ଅପେକ୍ଷା",
      resolved: "ସମାଧାନ ହୋଇଛି",
      closed: "ବନ୍ଦ",
    },
  },
  emails: {
    greeting: "ନମସ୍କାର {name},",
    receivedSubject: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference}",
    received:
      "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference} ଆମେ ପାଇଛୁ: {problem}। ପରିଦର୍ଶନ ସ୍ଥିର କରି ଜଣାଇବୁ; ଆଦୌ ବିଜୁଳି ନ ମିଳିଲେ 48 ଘଣ୍ଟା ଭିତରେ, ନଚେତ୍ 7 ଦିନ ଭିତରେ ଆସୁ।",
    visitSubject: "ସେବା ପରିଦର୍ଶନ ସ୍ଥିର: {reference}",
    visit: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference} ପାଇଁ ଆମ ଇଞ୍ଜିନିୟର {when}ରେ ଆସିବେ।",
    partsSubject: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference}: ପାର୍ଟସ ପାଇଁ ଅପେକ୍ଷା",
    parts: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference} ଏକ ପାର୍ଟସ ପାଇଁ ଅପେକ୍ଷା କରୁଛି: {parts}। ଆସିଲେ ଜଣାଇବୁ।",
    resolvedSubject: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference} ସମାଧାନ ହେଲା",
    resolved: "ଆପଣଙ୍କ ସେବା ଅନୁରୋଧ {reference} ସମାଧାନ ହେଲା। ଆମେ ଯାହା କଲୁ: {resolution}",
    link: "ଆପଣଙ୍କ ପ୍ରକଳ୍ପ ପୃଷ୍ଠାରେ ଦେଖନ୍ତୁ:",
    signature: "{company} · {phone}",
  },
} satisfies ServiceCopy;
