import type { QuoteCopy } from "../en/quote";

// ଓଡ଼ିଆ: the quote request page's words beside its form. The Odia page's estimate is in
// rupees, from the savings planner's rules (issue 24); the English page keeps the spec's dollars.

export const quoteCopy = {
  estimateCard: {
    heading: "ପ୍ରାରମ୍ଭିକ ଆକଳନ",
    placeholder: "ଫର୍ମ ପୂରଣ କରି ପଠାନ୍ତୁ, ଆପଣଙ୍କ ପ୍ରାରମ୍ଭିକ ଆକଳନ ଏଠାରେ ଦେଖାଯିବ।",
    recommendationLabel: "ଆପଣଙ୍କ ପାଇଁ ଉପଯୁକ୍ତ ସିଷ୍ଟମ",
    recommendation: "{size} kW ସୋଲାର ସିଷ୍ଟମ",
    invalid: "ଦୟାକରି ଛାତର ମାପ ଓ ବିଜୁଳି ବିଲର ଠିକ୍ ପରିମାଣ ଦିଅନ୍ତୁ।",
    priceLabel: "ପ୍ରାରମ୍ଭିକ ଦାମ ଆକଳନ",
    priceNotAvailable: "ଉପଲବ୍ଧ ନାହିଁ",
    afterSubsidies: "{subsidies} ସବସିଡି ପରେ {netCost}",
    pricesVary:
      "ଦାମ ଆପଣଙ୍କ ଛାତ, ବାଛିଥିବା ଉପକରଣ, ସବସିଡି ଓ ସାଇଟର ଅବସ୍ଥା ଅନୁସାରେ ବଦଳେ। ଆମର ମାଗଣା ସାଇଟ ସର୍ଭେ ପରେ ଶେଷ ଦାମ ସ୍ଥିର ହୁଏ।",
    basis: "{roof} ଛାତ ଓ ମାସିକ {bill} ବିଲ ଅନୁସାରେ।",
    plannerLink: "ସବସିଡି, EMI ଓ ସଞ୍ଚୟର ପୂରା ହିସାବ ଦେଖନ୍ତୁ",
  },
  nextSteps: {
    heading: "ଏହା ପରେ କ’ଣ ହେବ",
    steps: [
      "ଆମେ ଆପଣଙ୍କ ବିବରଣୀ ଓ ଆକଳନ ଦେଖିବୁ।",
      "ଜଣେ ଇଞ୍ଜିନିୟର ମାଗଣା ସାଇଟ ସର୍ଭେ ପାଇଁ ଆସିବେ।",
      "ଆପଣ ଏକ ସଠିକ୍ କୋଟେସନ ପାଇବେ, କୌଣସି ବାଧ୍ୟବାଧକତା ନାହିଁ।",
    ],
    promise: "ମାଗଣା ସର୍ଭେ, କୌଣସି ବାଧ୍ୟବାଧକତା ନାହିଁ, କୌଣସି ସ୍ପାମ ନାହିଁ।",
  },
  planCard: {
    heading: "ଆପଣଙ୍କ ସଞ୍ଚୟ ହିସାବ",
    intro: "ଏହା ଆପଣଙ୍କ ଅନୁରୋଧ ସହ ଯିବ, ଯାହାଫଳରେ ଆମ ଇଞ୍ଜିନିୟର ଆପଣ ଦେଖିଥିବା ହିସାବ ଦେଖିପାରିବେ।",
    size: "{size} kW ସିଷ୍ଟମ",
    netCost: "{subsidies} ସବସିଡି ପରେ {netCost}",
    netCostNoSubsidy: "{netCost}, କୌଣସି ସବସିଡି ଧରାଯାଇନାହିଁ",
    monthlySaving: "ମାସକୁ {saving} ସଞ୍ଚୟ",
    payback: "ପ୍ରାୟ {years} ବର୍ଷରେ ଖର୍ଚ୍ଚ ଉଠିଯିବ",
    paybackNever: "ଖର୍ଚ୍ଚ ଉଠିବାକୁ 25 ବର୍ଷରୁ ଅଧିକ ଲାଗିବ",
    change: "ହିସାବ ବଦଳାନ୍ତୁ",
  },
} satisfies QuoteCopy;
