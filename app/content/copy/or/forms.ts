import type { FormsCopy } from "../en/forms";
import { productsCopy } from "./products";

// ଓଡ଼ିଆ: the lead forms' words. See docs/odia/glossary.md for how it was written (a native
// speaker reviews it before launch).

const { productItems } = productsCopy;

export const formsCopy = {
  requiredMark: "*",
  optional: "(ଇଚ୍ଛାଧୀନ)",
  privacyLink: "ଗୋପନୀୟତା ନୀତି",
  honeypotLabel: "ଏହି ଘରଟି ଖାଲି ଛାଡ଼ନ୍ତୁ",
  failed: {
    title: "ପଠାଯାଇପାରିଲା ନାହିଁ",
    text: "ଏବେ ଆପଣଙ୍କ ବିବରଣୀ ପଠାଯାଇପାରିଲା ନାହିଁ। ଆପଣ ଲେଖିଥିବା କିଛି ହଜିନାହିଁ: ଦୟାକରି ଇଣ୍ଟରନେଟ ସଂଯୋଗ ଦେଖି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    unavailableText:
      "ଏବେ ଆମ ଫର୍ମରେ ଅନୁରୋଧ ନିଆଯାଉନାହିଁ। ଦୟାକରି ପରେ ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ ବା ଇମେଲ କରନ୍ତୁ।",
  },
  invalid: {
    title: "ଦୟାକରି ଫର୍ମଟି ଦେଖନ୍ତୁ",
    text: "ପଠାଇବା ଆଗରୁ କିଛି ତଥ୍ୟ ସୁଧାରନ୍ତୁ।",
  },
  person: {
    name: { label: "ପୂରା ନାମ", placeholder: "ଯେପରି ଅନନ୍ୟା ମହାନ୍ତି" },
    email: { label: "ଇମେଲ ଠିକଣା", placeholder: "you@example.com" },
    phone: { label: "ଫୋନ ନମ୍ବର", placeholder: "+91 98765 43210" },
  },
  contact: {
    heading: "ଆମକୁ ବାର୍ତ୍ତା ପଠାନ୍ତୁ",
    intro: "ଆପଣଙ୍କୁ କ’ଣ ଦରକାର ଲେଖନ୍ତୁ। ଆମେ ଶୀଘ୍ର ଉତ୍ତର ଦେବୁ, ସାଧାରଣତଃ ଗୋଟିଏ କାମ ଦିନ ଭିତରେ।",
    message: {
      label: "ବାର୍ତ୍ତା",
      placeholder: "ଆମେ କିପରି ସାହାଯ୍ୟ କରିପାରିବୁ? ଆପଣଙ୍କ ଘର ବା ବ୍ୟବସାୟ ଓ ବିଜୁଳି ଆବଶ୍ୟକତା ବିଷୟରେ ଲେଖନ୍ତୁ।",
    },
    submit: "ବାର୍ତ୍ତା ପଠାନ୍ତୁ",
    pending: "ପଠାଯାଉଛି...",
    privacyNote: "ଆପଣଙ୍କ ବିବରଣୀ କେବଳ ଆପଣଙ୍କ ବାର୍ତ୍ତାର ଉତ୍ତର ଦେବାରେ ବ୍ୟବହାର ହୁଏ। ଆମ {link} ପଢ଼ନ୍ତୁ।",
    success: {
      title: "ବାର୍ତ୍ତା ପଠାଗଲା!",
      description: "ଯୋଗାଯୋଗ କରିଥିବାରୁ ଧନ୍ୟବାଦ। ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କୁ ଉତ୍ତର ଦେବୁ।",
    },
  },
  quote: {
    heading: "ଆପଣଙ୍କ ବିବରଣୀ",
    intro: "* ଚିହ୍ନ ଥିବା ସ୍ଥାନ ପୂରଣ କରିବା ଜରୁରୀ। ପ୍ରାୟ ଦୁଇ ମିନିଟ ଲାଗିବ।",
    namePlaceholder: "ଯେପରି ବିକାଶ ସାହୁ",
    address: { label: "ଘର ଠିକଣା", placeholder: "ଘର / ପ୍ଲଟ ନମ୍ବର ଓ ରାସ୍ତା" },
    location: { label: "PIN କୋଡ ବା ସ୍ଥାନ", placeholder: "ଯେପରି 751024 ବା ପାଟିଆ, ଭୁବନେଶ୍ୱର" },
    product: {
      label: "ଆପଣ କେଉଁ ଉତ୍ପାଦ ଚାହାଁନ୍ତି",
      choices: {
        "solar-panels": productItems["solar-panels"].title,
        inverters: productItems.inverters.title,
        batteries: productItems.batteries.title,
        "not-sure": "ଏଯାଏଁ ସ୍ଥିର କରିନାହିଁ",
      },
    },
    energyHeading: "ଆପଣଙ୍କ ଛାତ ଓ ବିଜୁଳି ବ୍ୟବହାର",
    roofSize: {
      label: "ଛାତର ମାପ",
      hint: "ଛାତର ଯେଉଁ ଛାଇମୁକ୍ତ ସ୍ଥାନରେ ପ୍ୟାନେଲ ବସିପାରିବ, ତାହାର ପ୍ରାୟ ପରିମାଣ।",
      value: "{value} m²",
    },
    monthlyBill: {
      label: "ମାସିକ ହାରାହାରି ବିଜୁଳି ବିଲ",
      hint: "ସାଧାରଣତଃ ମାସକୁ ବିଜୁଳି ପାଇଁ ଯେତିକି ଟଙ୍କା ଦିଅନ୍ତି।",
      /** The Odia page's bill is in rupees (issue 24). */
      value: "₹{value}",
    },
    message: {
      label: "ଅଧିକ ତଥ୍ୟ",
      placeholder: "ଛାତର ପ୍ରକାର, ଛାଇ, ବ୍ୟାକଅପ ଦରକାର କି ନାହିଁ, ଫୋନ କରିବାର ଉପଯୁକ୍ତ ସମୟ…",
    },
    submit: "ମୋ ପାଇଁ ମାଗଣା କୋଟେସନ ମାଗନ୍ତୁ",
    pending: "ହିସାବ କରି ପଠାଯାଉଛି...",
    seeEstimate: "ଆପଣଙ୍କ ପ୍ରାରମ୍ଭିକ ଆକଳନ ଦେଖନ୍ତୁ",
    surveyNote:
      "ପଠାଇବା ପରେ ଆପଣ ଏଠାରେ ନିଜେ ମାଗଣା ସାଇଟ ସର୍ଭେର ସମୟ ବାଛିପାରିବେ, କିମ୍ବା ଆମ ଦଳ ଆପଣଙ୍କୁ ଫୋନ କରି ସମୟ ସ୍ଥିର କରିବ।",
    privacyNote: "ଆପଣଙ୍କ ତଥ୍ୟ କେବଳ ଆପଣଙ୍କ କୋଟେସନ ପ୍ରସ୍ତୁତ କରିବାରେ ବ୍ୟବହାର ହୁଏ। ଆମ {link} ପଢ଼ନ୍ତୁ।",
    success: {
      title: "କୋଟେସନ ଅନୁରୋଧ ପଠାଗଲା!",
      description: "ଅନୁରୋଧ ପାଇଁ ଧନ୍ୟବାଦ। ଆମେ ଆପଣଙ୍କ ବିବରଣୀ ଦେଖି ଶୀଘ୍ର ଅଧିକ ସଠିକ୍ କୋଟେସନ ସହ ଯୋଗାଯୋଗ କରିବୁ।",
    },
  },
  newsletter: {
    emailLabel: "ଇମେଲ ଠିକଣା",
    emailPlaceholder: "ଆପଣଙ୍କ ଇମେଲ ଠିକଣା",
    submit: "ଏବେ ସବସ୍କ୍ରାଇବ କରନ୍ତୁ",
    pending: "ସବସ୍କ୍ରାଇବ ହେଉଛି...",
    privacy: "କେବଳ ସୋଲାର ଖବର ଓ ପରାମର୍ଶ, କାହା ସହ ବଣ୍ଟାଯିବ ନାହିଁ। ଯେକୌଣସି ସମୟରେ ବନ୍ଦ କରିପାରିବେ।",
    success: {
      title: "ସବସ୍କ୍ରାଇବ ହେଲା!",
      description: "ଧନ୍ୟବାଦ। ଆମର ପରବର୍ତ୍ତୀ ସୋଲାର ନ୍ୟୁଜଲେଟର ଆପଣଙ୍କ ଇମେଲରେ ପହଞ୍ଚିବ।",
    },
    confirmSent: {
      title: "ଆପଣଙ୍କ ଇମେଲ ଦେଖନ୍ତୁ",
      description: "ଆମେ ଆପଣଙ୍କୁ ଏକ ଲିଙ୍କ ପଠାଇଛୁ: ସଦସ୍ୟତା ନିଶ୍ଚିତ କରିବାକୁ ଏହାକୁ ଖୋଲନ୍ତୁ। ତା’ ପୂର୍ବରୁ କିଛି ପଠାଯିବ ନାହିଁ।",
    },
  },
  deletion: {
    heading: "ଆପଣଙ୍କ ତଥ୍ୟ ଡିଲିଟ କରିବାକୁ କୁହନ୍ତୁ",
    text: "ଆମ ସହ ବ୍ୟବହାର କରିଥିବା ଇମେଲ ଠିକଣା କିମ୍ବା ଫୋନ ନମ୍ବର (ବା ଦୁଇଟିଯାକ) ଦିଅନ୍ତୁ। ଅନୁରୋଧଟି ଆପଣ ହିଁ କରିଛନ୍ତି ବୋଲି ଆମେ ନିଶ୍ଚିତ ହେବୁ, ଆପଣଙ୍କ ବିଷୟରେ ଥିବା ସବୁ ରେକର୍ଡ ଡିଲିଟ କରିବୁ ଓ କାମ ସରିଲେ ଜଣାଇବୁ।",
    emailLabel: "ଇମେଲ ଠିକଣା",
    phoneLabel: "ଫୋନ ନମ୍ବର",
    messageLabel: "ଆମକୁ ଜଣାଇବାକୁ ଥିବା କିଛି କଥା (ଇଚ୍ଛାଧୀନ)",
    submit: "ଡିଲିଟ ଅନୁରୋଧ ପଠାନ୍ତୁ",
    pending: "ପଠାଯାଉଛି...",
    success: {
      title: "ଅନୁରୋଧ ମିଳିଲା",
      description: "ଧନ୍ୟବାଦ। ଆମେ ଆପଣଙ୍କ ପରିଚୟ ନିଶ୍ଚିତ କରି ଅଧିକରୁ ଅଧିକ 90 ଦିନ ଭିତରେ ଉତ୍ତର ଦେବୁ।",
    },
  },
} satisfies FormsCopy;
