import type { BlogCopy } from "../en/blog";

// ଓଡ଼ିଆ: the blog's words, the names of the articles' topics and tags included (docs/odia/
// glossary.md, "Category and tag labels"). A native speaker reviews all of it before launch.

export const blogCopy = {
  topics: {
    "solar-technology": "ସୌର ପ୍ରଯୁକ୍ତି",
    "solar-panels": "ସୋଲାର ପ୍ୟାନେଲ",
    "government-schemes": "ସରକାରୀ ଯୋଜନା",
    maintenance: "ରକ୍ଷଣାବେକ୍ଷଣ",
    "energy-savings": "ଶକ୍ତି ସଞ୍ଚୟ",
    inverters: "ଇନଭର୍ଟର",
    batteries: "ବ୍ୟାଟେରୀ",
    "net-metering": "ନେଟ୍ ମିଟରିଂ",
  },
  tags: {
    "electricity-bill": "ବିଜୁଳି ବିଲ",
    "power-cuts": "ବିଦ୍ୟୁତ୍ କାଟ",
    "energy-storage": "ଶକ୍ତି ସଂରକ୍ଷଣ",
    monocrystalline: "ମୋନୋକ୍ରିଷ୍ଟାଲାଇନ",
    "panel-efficiency": "ପ୍ୟାନେଲ ଦକ୍ଷତା",
    "hybrid-systems": "ହାଇବ୍ରିଡ ସିଷ୍ଟମ",
    "power-backup": "ପାୱାର ବ୍ୟାକଅପ",
    "pm-surya-ghar": "ପିଏମ ସୂର୍ଯ୍ୟ ଘର",
    subsidy: "ସବସିଡି",
    "rooftop-solar": "ରୁଫଟପ ସୋଲାର",
    monsoon: "ବର୍ଷା ଋତୁ",
    "cyclone-safety": "ବାତ୍ୟା ସୁରକ୍ଷା",
  },
  articleCount: { one: "{count}ଟି ଲେଖା", other: "{count}ଟି ଲେଖା" },
  card: {
    readMore: "ପୂରା ପଢ଼ନ୍ତୁ",
    tagsLabel: "ଟ୍ୟାଗ",
    readTime: "ପଢ଼ିବାକୁ {minutes} ମିନିଟ",
  },
  listing: {
    search: {
      label: "ଲେଖା ଖୋଜନ୍ତୁ",
      placeholder: "ଯେମିତି “ଇନଭର୍ଟର”, “ସବସିଡି” ବା “ବର୍ଷା”",
      submit: "ଖୋଜନ୍ତୁ",
    },
    heading: "ନୂଆ ଲେଖା",
    searchHeading: "ଖୋଜାର ଫଳାଫଳ",
    status: {
      noMatch: "“{query}” ସହ କୌଣସି ଲେଖା ମେଳ ଖାଉନାହିଁ।",
      oneMatch: "“{query}” ସହ {shown}ଟି ଲେଖା ମେଳ ଖାଉଛି।",
      manyMatch: "“{query}” ସହ {shown}ଟି ଲେଖା ମେଳ ଖାଉଛି।",
      all: "ସବୁ {total}ଟି ଲେଖା ଦେଖାଯାଉଛି।",
      some: "{total}ଟିରୁ {shown}ଟି ଲେଖା ଦେଖାଯାଉଛି।",
    },
    clearSearch: "ଖୋଜା ହଟାନ୍ତୁ",
    empty: {
      heading: "କୌଣସି ଲେଖା ମିଳିଲା ନାହିଁ",
      text: "ଆପଣ ଖୋଜିଥିବା ଶବ୍ଦ ସହ ମେଳ ଖାଉଥିବା କୌଣସି ଲେଖା ଆମେ ପାଇଲୁ ନାହିଁ। ଅନ୍ୟ ଏକ ଶବ୍ଦ ଦେଇ ଖୋଜନ୍ତୁ।",
      showAll: "ସବୁ ଲେଖା ଦେଖନ୍ତୁ",
    },
    loadMore: "ଆହୁରି ଲେଖା ଦେଖନ୍ତୁ",
  },
  sidebar: {
    label: "ବ୍ଲଗରୁ ଆହୁରି",
    topicsHeading: "ସୋଲାର ବିଷୟ",
    popularHeading: "ଲୋକପ୍ରିୟ ସୋଲାର ଲେଖା",
    newsletter: {
      heading: "ସୋଲାର ନ୍ୟୁଜଲେଟର",
      text: "ସୋଲାରର ନୂଆ ଖବର, ସବସିଡିର ଅପଡେଟ ଓ ବିଜୁଳି ସଞ୍ଚୟର ଟିପ୍ସ ସିଧା ଆପଣଙ୍କ ଇମେଲରେ ପାଆନ୍ତୁ।",
    },
    quote: {
      heading: "ସୋଲାର ଲଗାଇବା କଥା ଭାବୁଛନ୍ତି କି?",
      text: "ଭୁବନେଶ୍ୱରର ଆମ ଇଞ୍ଜିନିୟରଙ୍କଠାରୁ ମାଗଣା ସାଇଟ ସର୍ଭେ ଓ ମାଗଣା କୋଟେସନ ପାଆନ୍ତୁ। କୋଟେସନ ନେଲେ କିଣିବା ବାଧ୍ୟତାମୂଳକ ନୁହେଁ। ସବସିଡିର କାଗଜପତ୍ର ଆମେ ସମ୍ଭାଳିବୁ।",
      cta: "ମାଗଣା କୋଟେସନ ମାଗନ୍ତୁ",
    },
  },
  explore: {
    eyebrow: "ବିଷୟ ଅନୁସାରେ ଦେଖନ୍ତୁ",
    heading: "ସୋଲାର ବିଷୟ ବାଛନ୍ତୁ",
    intro: "ଗୋଟିଏ ବିଷୟ ବାଛନ୍ତୁ, ସେ ବିଷୟରେ ଆମେ ଲେଖିଥିବା ସବୁ ଗାଇଡ ଦେଖିବେ।",
  },
  article: {
    breadcrumbLabel: "ଆପଣ କେଉଁଠି ଅଛନ୍ତି",
    home: "ମୂଳ ପୃଷ୍ଠା",
    blog: "ବ୍ଲଗ",
    tagsHeading: "ଏହି ଲେଖାର ବିଷୟ",
    back: "ସବୁ ଲେଖାକୁ ଫେରନ୍ତୁ",
    relatedEyebrow: "ଆହୁରି ପଢ଼ନ୍ତୁ",
    relatedHeading: "ଏହି ବିଷୟରେ ଆଉ ଲେଖା",
    cta: {
      heading: "ସୋଲାରରେ ଆପଣଙ୍କର କେତେ ସଞ୍ଚୟ ହେବ, ଜାଣିବାକୁ ଚାହାଁନ୍ତି କି?",
      text: "ଆପଣଙ୍କ ଛାତ ଓ ବିଜୁଳି ବିଲ ବିଷୟରେ ଆମକୁ କୁହନ୍ତୁ। ଆମେ ଏକ ପ୍ରାରମ୍ଭିକ ଆକଳନ ପଠାଇବୁ ଏବଂ ଓଡ଼ିଶାର ଯେକୌଣସି ସ୍ଥାନରେ ମାଗଣା ସାଇଟ ସର୍ଭେର ବ୍ୟବସ୍ଥା କରିବୁ।",
      primary: "ମାଗଣା କୋଟେସନ ମାଗନ୍ତୁ",
      secondary: "ବିଶେଷଜ୍ଞଙ୍କ ସହ କଥା ହୁଅନ୍ତୁ",
    },
  },
} satisfies BlogCopy;
