import type { GalleryCopy, seedGalleryWords as englishSeedWords } from "../en/gallery";

// ଓଡ଼ିଆ: the gallery's words. Place names as Odia papers write them (Berhampur is ବ୍ରହ୍ମପୁର,
// Balasore ବାଲେଶ୍ୱର). A native speaker reviews all of it before launch.

export const galleryCopy = {
  eyebrow: "ଆମ କାମ",
  heading: "ଓଡ଼ିଶା ସାରା ଆମ ପ୍ରୋଜେକ୍ଟ",
  filterLabel: "ବର୍ଗ ଅନୁସାରେ ଦେଖନ୍ତୁ",
  allLabel: "ସବୁ",
  categoryLabel: "ବର୍ଗ:",
  resultCount: { one: "{count}ଟି ପ୍ରୋଜେକ୍ଟ ଦେଖାଯାଉଛି", other: "{count}ଟି ପ୍ରୋଜେକ୍ଟ ଦେଖାଯାଉଛି" },
  empty: "ଏହି ବର୍ଗରେ ଏବେ କୌଣସି ପ୍ରୋଜେକ୍ଟ ନାହିଁ। ଶୀଘ୍ର ଆହୁରି ଆସୁଛି!",
  showAll: "ସବୁ ପ୍ରୋଜେକ୍ଟ ଦେଖନ୍ତୁ",
  footerNote: "ଆମେ ନିୟମିତ ନୂଆ ପ୍ରୋଜେକ୍ଟ ଯୋଡ଼ୁଛୁ। ଆମର ନୂଆ ସ୍ଥାପନ ଦେଖିବାକୁ ପୁଣି ଆସନ୍ତୁ।",
  cta: {
    heading: "ଆପଣଙ୍କ ଛାତରେ ବି ଏମିତି ସୋଲାର",
    text: "ଆପଣଙ୍କ ଘର ବା ବ୍ୟବସାୟ ବିଷୟରେ ଆମକୁ କୁହନ୍ତୁ। ଆପଣଙ୍କ ଛାତ, ବିଜୁଳି ବିଲ ଓ ବଜେଟ ଅନୁସାରେ ଆମେ ସିଷ୍ଟମ ଡିଜାଇନ କରିବୁ।",
    quote: "ମାଗଣା କୋଟେସନ ନିଅନ୍ତୁ",
    contact: "ଆମ ଦଳ ସହ କଥା ହୁଅନ୍ତୁ",
  },
  categories: {
    residential: "ଘରୋଇ",
    commercial: "ବାଣିଜ୍ୟିକ",
    "installation-process": "ସ୍ଥାପନ ପ୍ରକ୍ରିୟା",
    "before-after": "ଆଗରୁ ଓ ପରେ",
    industrial: "ଶିଳ୍ପ",
    testimonials: "ଗ୍ରାହକଙ୍କ ମତାମତ",
    "battery-systems": "ବ୍ୟାଟେରୀ ସିଷ୍ଟମ",
  },
} satisfies GalleryCopy;

export const seedGalleryWords = {
  "patia-rooftop": {
    title: "ଏକ ପରିବାରର ଘର ଛାତରେ 5 kW ସୋଲାର",
    location: "ପାଟିଆ, ଭୁବନେଶ୍ୱର",
    summary: "ନେଟ୍ ମିଟରିଂ ସହ ଅନ୍-ଗ୍ରିଡ ସିଷ୍ଟମ, ଯାହା ପରିବାରର ଦିନବେଳର ଅଧିକାଂଶ ବିଜୁଳି ଯୋଗାଏ।",
  },
  "puri-hotel": {
    title: "ସମୁଦ୍ରକୂଳ ହୋଟେଲର ଛାତ ଉପରେ ସୋଲାର ପ୍ଲାଣ୍ଟ",
    location: "ପୁରୀ",
    summary: "ସମୁଦ୍ରର ଲୁଣିଆ ପବନ ସହିପାରୁଥିବା, ମରିଚା ଧରୁନଥିବା ମାଉଣ୍ଟିଂ। ହୋଟେଲର ଦିନବେଳର ବିଲ କମିଛି।",
  },
  "cuttack-factory": {
    title: "କାରଖାନା ଓ ଗୋଦାମ ଛାତର ସୋଲାର ପ୍ଲାଣ୍ଟ",
    location: "କଟକ",
    summary: "ଧାତୁ ସିଟ ଛାତ ଉପରେ ଅନେକ ପ୍ୟାନେଲର ବଡ଼ ପ୍ଲାଣ୍ଟ, ଯାହା ଦିନସାରା କାମ ବେଳେ ମେସିନ ଚଳାଏ।",
  },
  "sambalpur-mounting": {
    title: "ମାଉଣ୍ଟିଂ ଢାଞ୍ଚା ଓ ପ୍ୟାନେଲ ଫିଟିଂ",
    location: "ସମ୍ବଲପୁର",
    summary: "ଆମ ଦଳ ଗାଲଭାନାଇଜଡ ରେଲ ବସାଉଛି ଓ ପ୍ୟାନେଲ ଲଗାଉଛି, ସାଇଟରେ ସୁରକ୍ଷା ସରଞ୍ଜାମ ସହ।",
  },
  "baripada-before-after": {
    title: "ଘର ଛାତ: ଆଗରୁ ଓ ପରେ",
    location: "ବାରିପଦା",
    summary: "ଖାଲି ପଡ଼ିଥିବା ଛାତ ଏବେ ସଫାସୁତୁରା, ସଜାଡ଼ି ୱାୟରିଂ କରାଯାଇଥିବା ରୁଫଟପ ସୋଲାର ସିଷ୍ଟମ।",
  },
  "berhampur-battery-bank": {
    title: "ଲିଥିୟମ ବ୍ୟାଟେରୀ ବ୍ୟାକଅପ ରୁମ",
    location: "ବ୍ରହ୍ମପୁର",
    summary: "ର୍ୟାକରେ ବସାଯାଇଥିବା ଲିଥିୟମ ବ୍ୟାଟେରୀ ଓ ହାଇବ୍ରିଡ ଇନଭର୍ଟର, ଯାହା ବିଦ୍ୟୁତ୍ କାଟ ବେଳେ ବି କାମ ଚାଲୁ ରଖେ।",
  },
  "balasore-office": {
    title: "ଅଫିସ ଛାତ ଓ ସୋଲାର କାରପୋର୍ଟ",
    location: "ବାଲେଶ୍ୱର",
    summary: "ଛାତ ଉପରେ ଓ ପାର୍କିଂ ଉପରେ ପ୍ୟାନେଲ: ବିଜୁଳି ତିଆରି କରିବା ସହ ଗାଡ଼ିକୁ ଛାଇ ଦିଏ।",
  },
  "khordha-villa": {
    title: "ଭିଲାର ଛାତ ଉପରେ ସୋଲାର ସିଷ୍ଟମ",
    location: "ଖୋର୍ଦ୍ଧା",
    summary: "ଦୁଇଟି ଛାତ ସ୍ତରରେ ଭାଗ ହୋଇଥିବା ପ୍ୟାନେଲ, ଏସି ଓ ସୁଇମିଂ ପୁଲର ପମ୍ପ ପାଇଁ ମାପି ଡିଜାଇନ।",
  },
} satisfies typeof englishSeedWords;
