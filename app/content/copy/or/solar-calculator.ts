import type { SolarCalculatorCopy } from "../en/solar-calculator";

// ଓଡ଼ିଆ: the solar savings planner's words (/or/solar-calculator). Written for a homeowner in
// Odisha, not word for word; every figure is the English one. Figures: Latin digits, ₹ with
// Indian grouping, ଲକ୍ଷ/କୋଟି (docs/odia/glossary.md). Official names (OERC, MNRE, CEA, SBI,
// document titles) stay in Latin letters. A native speaker reviews it before launch.

export const solarCalculatorCopy = {
  units: {
    kw: "{value} kW",
    percent: "{value}%",
    slab: "{from}–{to} ୟୁନିଟ {price}",
    lastSlab: "{from}ରୁ ଅଧିକ ୟୁନିଟ {price}",
    slabSeparator: "; ",
    slabList: "ୟୁନିଟ ପିଛା ଦର: {slabs}",
    subsidyTiers: "ପ୍ରଥମ 2 kW ପାଇଁ kW ପିଛା {perKw}, 3ୟ kW ପାଇଁ {thirdKw}, ସର୍ବାଧିକ {cap}",
    gridCost: "kW ପିଛା {low}–{high}, 1 kW ସିଷ୍ଟମ ପାଇଁ ଅତି କମରେ {minimumLow}–{minimumHigh}",
  },
  form: {
    heading: "ଆପଣଙ୍କ ଘର ଓ ବିଜୁଳି ବିଲ",
    intro:
      "ଯାହା ଇଚ୍ଛା ବଦଳାନ୍ତୁ: ତଳର ଯୋଜନା ସାଙ୍ଗେ ସାଙ୍ଗେ ବଦଳିବ। ପ୍ରତ୍ୟେକ ସଂଖ୍ୟା କିପରି ହିସାବ ହେଲା, ତାହା ପାଖରେ ଲେଖାଅଛି।",
    usage: {
      legend: "ବିଜୁଳି ବିଲରୁ ଆପଣ କ’ଣ ଜାଣନ୍ତି",
      bill: "ଟଙ୍କା (₹)",
      units: "ୟୁନିଟ (kWh)",
    },
    monthlyBill: {
      label: "ହାରାହାରି ମାସିକ ବିଲ",
      hint: "ଟଙ୍କାରେ, ଆପଣଙ୍କ TPCODL, TPSODL, TPWODL କିମ୍ବା TPNODL ବିଲରେ ଯେପରି ଅଛି; 2000 କିମ୍ବା 2,000 ଦୁହେଁ ଚଳିବ, ଓଡ଼ିଆ ଅଙ୍କ (୨୦୦୦) ମଧ୍ୟ।",
      unit: "₹ ମାସକୁ",
    },
    monthlyUnits: {
      label: "ମାସକୁ ବ୍ୟବହୃତ ୟୁନିଟ",
      hint: "ଆପଣଙ୍କ ବିଲରେ ଗୋଟିଏ ମାସ ପାଇଁ ଲେଖାଥିବା kWh (ୟୁନିଟ)।",
      unit: "ୟୁନିଟ ମାସକୁ",
    },
    roof: {
      label: "ଛାଇମୁକ୍ତ ଛାତର ମାପ",
      hint: "ସକାଳ ପ୍ରାୟ 9ଟାରୁ ଅପରାହ୍ନ 4ଟା ପର୍ଯ୍ୟନ୍ତ ଖରା ପଡ଼ୁଥିବା ସମତଳ ଛାତ ବା ଟେରାସ।",
      unitLegend: "ଛାତର ମାପର ଏକକ",
      units: { sqft: "ବର୍ଗଫୁଟ", sqm: "ବର୍ଗମିଟର" },
      short: { sqft: "ବର୍ଗଫୁଟ", sqm: "m²" },
    },
    system: {
      legend: "ସିଷ୍ଟମର ପ୍ରକାର",
      options: {
        "on-grid": {
          label: "ନେଟ୍ ମିଟରିଂ ସହ ଅନ୍-ଗ୍ରିଡ",
          hint: "ଆପଣଙ୍କ ବଳକା ବିଜୁଳି ଗ୍ରିଡକୁ ଯାଏ। ବିଦ୍ୟୁତ କାଟ ବେଳେ ବିଜୁଳି ମିଳେ ନାହିଁ।",
        },
        hybrid: {
          label: "ବ୍ୟାଟେରୀ ବ୍ୟାକଅପ ସହ ହାଇବ୍ରିଡ",
          hint: "ବିଦ୍ୟୁତ କାଟ ବେଳେ ଦରକାରୀ ଲାଇଟ ଓ ପଙ୍ଖା ଚାଲୁ ରଖେ।",
        },
      },
    },
    payment: {
      legend: "କିପରି ଦେବେ",
      options: { cash: "ନଗଦ", loan: "ଋଣ" },
      loanRate: { label: "ସୁଧ ହାର", unit: "% ବର୍ଷକୁ" },
      loanYears: { label: "ଋଣର ଅବଧି", unit: "ବର୍ଷ" },
      loanHint:
        "3 kW ପର୍ଯ୍ୟନ୍ତ ବ୍ୟାଙ୍କ ବିନା ବନ୍ଧକରେ ପ୍ରାୟ ରେପୋ ହାର + 0.5% ସୁଧରେ ଋଣ ଦିଏ; 3 kWରୁ ଅଧିକ ପାଇଁ ପ୍ରାୟ 8.15–8.90% ଧରନ୍ତୁ।",
    },
    chosenKw: {
      label: "ସିଷ୍ଟମର ସାଇଜ (ଇଚ୍ଛାଧୀନ)",
      hint: "ଆମ ପରାମର୍ଶ ପାଇଁ ଖାଲି ଛାଡ଼ନ୍ତୁ, କିମ୍ବା 1ରୁ 10 kW ମଧ୍ୟରେ ଦେଖନ୍ତୁ।",
      unit: "kW",
    },
    submit: "ମୋ ଯୋଜନା ଦେଖାନ୍ତୁ",
  },
  notices: {
    heading: "ଆପଣଙ୍କ କିଛି ସଂଖ୍ୟା ଆମେ ସଜାଡ଼ିଛୁ",
    fields: {
      monthlyBill: "ମାସିକ ବିଲ",
      monthlyUnits: "ମାସିକ ୟୁନିଟ",
      roofArea: "ଛାତର ମାପ",
      loanRate: "ସୁଧ ହାର",
      loanYears: "ଋଣର ଅବଧି",
      chosenKw: "ସିଷ୍ଟମର ସାଇଜ",
      yieldPerKw: "ଉତ୍ପାଦନ",
      tariffRise: "ଟାରିଫ ବୃଦ୍ଧି",
      fixedCharge: "ଫିକ୍ସଡ ଚାର୍ଜ",
      exportPrice: "ଗ୍ରିଡକୁ ଯାଉଥିବା ୟୁନିଟର ଦର",
      batteryCostPerKw: "ବ୍ୟାଟେରୀ ଖର୍ଚ୍ଚ",
    },
    unreadable: "{name} ସଂଖ୍ୟା ଭାବେ ପଢ଼ିହେଲା ନାହିଁ, ତେଣୁ ଯୋଜନାରେ {used} ଧରାଯାଇଛି।",
    outOfRange: "{name} {min}ରୁ {max} ପର୍ଯ୍ୟନ୍ତ ହୋଇପାରେ, ତେଣୁ ଯୋଜନାରେ {used} ଧରାଯାଇଛି।",
  },
  results: {
    heading: "ଆପଣଙ୍କ ସୋଲାର ଯୋଜନା",
    eyebrow: "ଆନୁମାନିକ ହିସାବ",
    summary: {
      none: "ଏହି ସଂଖ୍ୟାରେ ଏବେ ଯୋଜନା କରିବାକୁ କୌଣସି ସିଷ୍ଟମ ନାହିଁ।",
      payback:
        "{size}ର ଏକ ସିଷ୍ଟମ ଆପଣଙ୍କ ମାସିକ ବିଲକୁ {before}ରୁ {after}କୁ ଆଣିପାରେ, ଆଉ ପ୍ରାୟ {years} ବର୍ଷରେ ତାର ଖର୍ଚ୍ଚ ଉଠିଯିବ।",
      paybackSubsidies:
        "{subsidies} ସବସିଡି ସହ {size}ର ଏକ ସିଷ୍ଟମ ଆପଣଙ୍କ ମାସିକ ବିଲକୁ {before}ରୁ {after}କୁ ଆଣିପାରେ, ଆଉ ପ୍ରାୟ {years} ବର୍ଷରେ ତାର ଖର୍ଚ୍ଚ ଉଠିଯିବ।",
      noPayback:
        "{size}ର ଏକ ସିଷ୍ଟମ ଆପଣଙ୍କ ମାସିକ ବିଲକୁ {before}ରୁ {after}କୁ ଆଣିପାରେ, କିନ୍ତୁ ତାର ଖର୍ଚ୍ଚ ଉଠିବାକୁ 25 ବର୍ଷରୁ ଅଧିକ ଲାଗିବ।",
      noPaybackSubsidies:
        "{subsidies} ସବସିଡି ସହ {size}ର ଏକ ସିଷ୍ଟମ ଆପଣଙ୍କ ମାସିକ ବିଲକୁ {before}ରୁ {after}କୁ ଆଣିପାରେ, କିନ୍ତୁ ତାର ଖର୍ଚ୍ଚ ଉଠିବାକୁ 25 ବର୍ଷରୁ ଅଧିକ ଲାଗିବ।",
    },
    noSystem: {
      noUse: "ଯୋଜନା ଦେଖିବାକୁ ଆପଣଙ୍କ ମାସିକ ବିଲ କିମ୍ବା ୟୁନିଟ ଲେଖନ୍ତୁ।",
      roof: "ଆପଣଙ୍କ ଛାଇମୁକ୍ତ ଛାତରେ ପ୍ରାୟ {roofKw} ଧରିବ; ଘର ପାଇଁ ସବୁଠୁ ଛୋଟ ସିଷ୍ଟମ 1 kW, ଯାହା ପାଇଁ ପ୍ରାୟ 10 m² (108 ବର୍ଗଫୁଟ) ଲାଗେ।",
    },
    size: {
      label: "ପରାମର୍ଶିତ ସିଷ୍ଟମ",
      chosenLabel: "ଆପଣ ବାଛିଥିବା ସିଷ୍ଟମ",
      how: {
        use: "ଆପଣ ମାସକୁ ପ୍ରାୟ {units} ୟୁନିଟ, ବର୍ଷକୁ {yearUnits} ୟୁନିଟ ବ୍ୟବହାର କରନ୍ତି। kW ପିଛା ବର୍ଷକୁ {yieldPerKw} ୟୁନିଟ ହିସାବରେ {neededKw}ରେ ତାହା ପୂରଣ ହୁଏ; ଇନଷ୍ଟଲରମାନେ ପୂରା କିଲୋୱାଟରେ ବିକ୍ରି କରନ୍ତି, ତେଣୁ {sizeKw}।",
        roof: "{neededKw}ରେ ଆପଣଙ୍କ ବ୍ୟବହାର ପୂରଣ ହୁଅନ୍ତା, କିନ୍ତୁ ଆପଣଙ୍କ ଛାତରେ ପ୍ରାୟ {roofKw} ଧରିବ (kW ପିଛା 10 m²), ତେଣୁ {sizeKw}।",
        largest:
          "{neededKw}ରେ ଆପଣଙ୍କ ବ୍ୟବହାର ପୂରଣ ହୁଅନ୍ତା; ଏଠାରେ ଆମେ ଘର ପାଇଁ {sizeKw} ପର୍ଯ୍ୟନ୍ତ ଯୋଜନା କରୁ। ଏହାଠୁ ବଡ଼ ସିଷ୍ଟମର ସାଇଜ ଆମ ଇଞ୍ଜିନିୟର ସ୍ଥିର କରିପାରିବେ।",
        chosen: "ଆପଣ ବାଛିଥିବା ସାଇଜ। ଆପଣଙ୍କ ବ୍ୟବହାର ପାଇଁ ଆମେ ପ୍ରାୟ {neededKw} ପରାମର୍ଶ ଦେବୁ।",
      },
      exceedsRoof:
        "ଆପଣଙ୍କ ଛାତରେ କେବଳ ପ୍ରାୟ {roofKw} ଧରିବ: ଛାତର ମାପ କିମ୍ବା ସାଇଜ ଆମ ଇଞ୍ଜିନିୟରଙ୍କ ସହ ମିଳାଇ ନିଅନ୍ତୁ।",
    },
    generation: {
      label: "ଆପଣଙ୍କ ପ୍ୟାନେଲରୁ ବିଜୁଳି",
      value: "ବର୍ଷକୁ {units} ୟୁନିଟ",
      coverage: "ଆପଣଙ୍କ ବ୍ୟବହାରର {share}",
      how: "{sizeKw} × kW ପିଛା ବର୍ଷକୁ {yieldPerKw} ୟୁନିଟ ({whose})। ପ୍ୟାନେଲର ଉତ୍ପାଦନ ପ୍ରଥମ ବର୍ଷରେ ପ୍ରାୟ {firstLoss} ଓ ତା’ପରେ ବର୍ଷକୁ {yearlyLoss}% କମେ।",
      ownYield: "ଆପଣଙ୍କ ଅନୁମାନ",
      defaultYield: "ଓଡ଼ିଶା ପାଇଁ ଏକ ସତର୍କ ହିସାବ",
    },
    bill: {
      label: "ଆପଣଙ୍କ ମାସିକ ବିଲ",
      value: "{before} → {after}",
      saving: "ମାସକୁ {saving} ସଞ୍ଚୟ",
      how: "ସୋଲାର ପ୍ରଥମେ ଆପଣଙ୍କ ସବୁଠୁ ମହଙ୍ଗା ୟୁନିଟଗୁଡ଼ିକୁ ହଟାଏ। {slabs} (OERCର ଘରୋଇ ଟାରିଫ ସ୍ଲାବ, FY2025-26)।",
      surplusUncounted:
        "ମାସକୁ ପ୍ରାୟ {units} ୟୁନିଟ ଗ୍ରିଡକୁ ଯାଏ। ଆମେ ସେଗୁଡ଼ିକୁ ₹0 ଧରିଛୁ: ବଳକା ୟୁନିଟ ପାଇଁ ଓଡ଼ିଶାର ବର୍ତ୍ତମାନ ଦର ନିଶ୍ଚିତ ନୁହେଁ।",
      surplusCounted:
        "ମାସକୁ ପ୍ରାୟ {units} ୟୁନିଟ ଗ୍ରିଡକୁ ଯାଏ, ୟୁନିଟ ପିଛା {price} ହିସାବରେ ଧରାଯାଇଛି (ଆପଣଙ୍କ ଅନୁମାନ)।",
    },
    cost: {
      label: "ଲଗାଇବା ସହ ଖର୍ଚ୍ଚ",
      value: "{low} – {high}",
      how: "{gridCost}, ଲଗାଇବା ସହ (ବଜାର ଦର, 2024-25)।",
      howHybrid:
        "{gridCost}, ଲଗାଇବା ସହ (ବଜାର ଦର, 2024-25)। ଏହା ଉପରେ ହାଇବ୍ରିଡ ଇନଭର୍ଟର ଓ ବ୍ୟାଟେରୀ ପାଇଁ kW ପିଛା {batteryPerKw} (ଆମ ଅନୁମାନ)।",
    },
    centralSubsidy: {
      label: "ପିଏମ ସୂର୍ଯ୍ୟ ଘର (PM Surya Ghar) କେନ୍ଦ୍ରୀୟ ସବସିଡି",
      how: "{tiers} (MNRE)। ସିଷ୍ଟମ ଚାଲୁ (commissioning) ହେବା ପରେ ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ଆକାଉଣ୍ଟକୁ ଆସେ।",
    },
    stateSubsidy: {
      label: "ଓଡ଼ିଶା ରାଜ୍ୟର ଅତିରିକ୍ତ ସହାୟତା",
      how: "{tiers} (ଓଡ଼ିଶା କ୍ୟାବିନେଟ, 3 ଜାନୁଆରୀ 2025)। ନିଶ୍ଚିତ ନୁହେଁ: ଯୋଗ୍ୟତାର ସରକାରୀ ନିୟମ ମିଳିନାହିଁ।",
    },
    noSubsidy: {
      label: "ସବସିଡି",
      value: "ଧରାଯାଇନାହିଁ",
      how: "ହାଇବ୍ରିଡ ସିଷ୍ଟମକୁ ସବସିଡି ମିଳିବ ନାହିଁ ବୋଲି ଧରିବାକୁ ଆପଣ କହିଛନ୍ତି (ଅନୁମାନ ଦେଖନ୍ତୁ)।",
    },
    netCost: {
      label: "ଦୁଇଟି ସବସିଡି ପରେ ଆପଣଙ୍କ ଖର୍ଚ୍ଚ",
      how: "ଖର୍ଚ୍ଚର ମଝି ହିସାବ {mid}ରୁ ଦୁଇଟି ସବସିଡି ବାଦ।",
      howNoSubsidy: "ଖର୍ଚ୍ଚର ମଝି ହିସାବ, {mid}।",
    },
    loan: {
      label: "ଋଣର EMI",
      value: "ମାସକୁ {emi}",
      beside: "ମାସକୁ {saving} ସଞ୍ଚୟ ତୁଳନାରେ",
      how: "ବ୍ୟାଙ୍କ {rate}% ସୁଧରେ {years} ବର୍ଷ ପାଇଁ {principal} ଋଣ ଦିଏ; ସବସିଡି ଋଣ ସୁଝିବାରେ ଯାଏ।",
      howWithOwn:
        "ବ୍ୟାଙ୍କ {rate}% ସୁଧରେ {years} ବର୍ଷ ପାଇଁ {principal} ଋଣ ଦିଏ; ସବସିଡି ଋଣ ସୁଝିବାରେ ଯାଏ, ଆଉ {own} ଆପଣ ନିଜେ ଦିଅନ୍ତି।",
      none: "ଋଣ ନେବା ଦରକାର ନାହିଁ: ସବସିଡିରେ ଖର୍ଚ୍ଚ ପୂରଣ ହୋଇଯାଏ।",
    },
    payback: {
      label: "ଖର୍ଚ୍ଚ ଉଠିବା ସମୟ",
      value: "{years} ବର୍ଷ",
      never: "25 ବର୍ଷରୁ ଅଧିକ",
      howLoan:
        "ଟାରିଫ ସହ ବର୍ଷକୁ {rise}% ବଢ଼ୁଥିବା ବିଲ ସଞ୍ଚୟ ଯେତେବେଳେ ଆପଣ ନିଜେ ଦେଇଥିବା ଟଙ୍କା ଓ ଦେଇସାରିଥିବା EMI ସହ ସମାନ ହୁଏ।",
      howCash: "ଟାରିଫ ସହ ବର୍ଷକୁ {rise}% ବଢ଼ୁଥିବା ବିଲ ସଞ୍ଚୟ ଯେତେବେଳେ ସବସିଡି ପରେ ଆପଣ ଦେଇଥିବା ଟଙ୍କା ସହ ସମାନ ହୁଏ।",
    },
    lifetime: {
      label: "25 ବର୍ଷରେ",
      value: "{savings} ସଞ୍ଚୟ",
      gain: "ସିଷ୍ଟମର ଖର୍ଚ୍ଚଠାରୁ {gain} ଅଧିକ",
      loss: "ସିଷ୍ଟମର ଖର୍ଚ୍ଚଠାରୁ {loss} କମ",
      how: "ବର୍ଷ ପରେ ବର୍ଷ ବିଲ ସଞ୍ଚୟ: ୱାରେଣ୍ଟି ଅନୁସାରେ ପ୍ୟାନେଲର ଉତ୍ପାଦନ କମେ, ଟାରିଫ ବର୍ଷକୁ {rise}% ବଢ଼େ।",
    },
    co2: {
      label: "ରୋକାଯାଉଥିବା CO₂",
      value: "ବର୍ଷକୁ {tonnes} ଟନ",
      lifetime: "25 ବର୍ଷରେ {tonnes} ଟନ",
      how: "ଓଡ଼ିଶା ଗ୍ରିଡର ପ୍ରତି ୟୁନିଟ ପ୍ରାୟ {kg} kg CO₂ ନିର୍ଗତ କରେ (CEA baseline database, FY2024-25)।",
    },
    uncertainMark: "ନିଶ୍ଚିତ ନୁହେଁ",
    ratesDate:
      "{date} ସୁଦ୍ଧା ଦର। ଏହା ଆନୁମାନିକ ହିସାବ, କୋଟେସନ ନୁହେଁ: ଆମ ମାଗଣା ସାଇଟ ସର୍ଭେରେ ସଂଖ୍ୟାଗୁଡ଼ିକ ନିଶ୍ଚିତ ହେବ।",
  },
  chart: {
    heading: "ସଞ୍ଚୟ ବନାମ ଖର୍ଚ୍ଚ",
    introLoan:
      "25 ବର୍ଷର ହିସାବ। ଋଣ ନେଲେ ପ୍ରତି EMI ସହ ଖର୍ଚ୍ଚ ବଢ଼େ; ସୁଧ ସମେତ ସବୁ EMI ଆପଣଙ୍କ ସଞ୍ଚୟରେ କେବେ ପୂରଣ ହୁଏ, ଭଙ୍ଗା ରେଖା ତାହା ଦେଖାଏ।",
    introCash: "25 ବର୍ଷର ହିସାବ: ଯେଉଁଠି ଦୁଇ ରେଖା କାଟନ୍ତି (ଭଙ୍ଗା ରେଖା), ସେଠାରେ ସିଷ୍ଟମର ଖର୍ଚ୍ଚ ଉଠିଯାଇଛି।",
    saved: "ବିଲରେ ସଞ୍ଚୟ",
    spent: "ସବସିଡି ପରେ ଖର୍ଚ୍ଚ",
    yearAxis: "ବର୍ଷ",
    description: "25 ବର୍ଷ ପରେ {spent} ଖର୍ଚ୍ଚ ତୁଳନାରେ {saved} ସଞ୍ଚୟ।",
    descriptionPayback:
      "25 ବର୍ଷ ପରେ {spent} ଖର୍ଚ୍ଚ ତୁଳନାରେ {saved} ସଞ୍ଚୟ; ପ୍ରାୟ {years} ବର୍ଷ ପରେ ସଞ୍ଚୟ ଖର୍ଚ୍ଚକୁ ଟପିଯାଏ।",
    tableSummary: "ଚାର୍ଟର ସଂଖ୍ୟା, ବର୍ଷ ଅନୁସାରେ",
    tableCaption: "ପ୍ରତି ପାଞ୍ଚ ବର୍ଷରେ ମୋଟ ସଞ୍ଚୟ ଓ ଖର୍ଚ୍ଚ",
    columns: { year: "ବର୍ଷ", saved: "ସଞ୍ଚୟ", spent: "ଖର୍ଚ୍ଚ" },
  },
  assumptions: {
    summary: "ଅନୁମାନ: ପ୍ରତ୍ୟେକ ଦର, ତାର ଉତ୍ସ ଓ ତାରିଖ",
    intro:
      "ଯୋଜନା ଏହି ସଂଖ୍ୟାଗୁଡ଼ିକ ବ୍ୟବହାର କରେ। “ନିଶ୍ଚିତ ନୁହେଁ” ଲେଖାଥିବା ଦରଗୁଡ଼ିକୁ କୌଣସି ସରକାରୀ ଉତ୍ସ ସହ ମିଳାଇହେଲା ନାହିଁ: ଆପଣ ଠିକ ଦର ଜାଣିଥିଲେ ବଦଳାନ୍ତୁ, ତା’ପରେ “ମୋ ଯୋଜନା ଦେଖାନ୍ତୁ” ଦବାନ୍ତୁ।",
    sourceLine: "ଉତ୍ସ: {source}। ତାରିଖ: {date}।",
    // Each source as app/content/solar-rates.ts gives it, explained in Odia; document names,
    // figures and dates exactly as there (plan-words.test.ts checks the figures).
    sourceNotes: {
      tariffSlabs:
        "FY2025-26 ପାଇଁ OERC ଟାରିଫ ଆଦେଶ (OERC tariff order, 2025-03-24), FY2024-25ରୁ ଅପରିବର୍ତ୍ତିତ; FY2026-27ର ଆଦେଶ ମିଳିନାହିଁ",
      fixedCharge: "ପ୍ରକାଶିତ ଆଦେଶରେ ମିଳିନାହିଁ; ଆପଣଙ୍କ ବିଲରେ ଥିବା ଫିକ୍ସଡ ଚାର୍ଜ ଲେଖନ୍ତୁ",
      exportPrice:
        "OERC ନେଟ୍ ମିଟରିଂ (ଆଦେଶ 2022-05-05, ସଂଶୋଧନ 2025-11-28); ପୁରୁଣା ଆଦେଶରେ ବ୍ୟବହାରର 90%ରୁ ଅଧିକ ବଳକା ପାଇଁ କିଛି ମିଳୁନଥିଲା; ବର୍ତ୍ତମାନର ସେଟଲମେଣ୍ଟ ନିୟମ ନିଶ୍ଚିତ ନୁହେଁ",
      yieldPerKw:
        "1,300–1,400ର ସତର୍କ ମଝି ହିସାବ: PM Surya Ghar ପୋର୍ଟାଲ 1,577; Tata Power Odisha ~1,200; ଓଡ଼ିଶାର କ୍ୟାପାସିଟି ଫ୍ୟାକ୍ଟର 15–17%। ଭୁବନେଶ୍ୱର ପାଇଁ ମପାଯାଇଥିବା କୌଣସି ସଂଖ୍ୟା ନାହିଁ",
      firstYearDegradation: "PERC ମଡ୍ୟୁଲ ୱାରେଣ୍ଟି: 1ମ ବର୍ଷରେ 2% ପର୍ଯ୍ୟନ୍ତ",
      yearlyDegradation: "PERC ମଡ୍ୟୁଲ ୱାରେଣ୍ଟି: ବର୍ଷକୁ ସର୍ବାଧିକ 0.55%, 25ତମ ବର୍ଷରେ ପ୍ରାୟ 85% ବାକି ରହେ",
      tariffRise:
        "ଆମ ଅନୁମାନ: OERC FY2024-25 ଓ FY2025-26 ପାଇଁ ଘରୋଇ ଟାରିଫ ଅପରିବର୍ତ୍ତିତ ରଖିଥିଲା; CSEର Solar-My-Roof 5% ଧରେ",
      roofAreaPerKw: "ଇଣ୍ଡଷ୍ଟ୍ରିର ସାଧାରଣ ନିୟମ (kW ପିଛା ପ୍ରାୟ 10 m², 108 ବର୍ଗଫୁଟ); CSE 9 m² ଧରେ",
      onGridCostPerKw:
        "3 kW ପାଇଁ ବଜାର ଦର ₹1.65–2.3 ଲକ୍ଷ (2024-25); ଓଡ଼ିଶାରେ 1 kW ₹65,000–75,000 (Tata Power Odisha, 2025-09-02)",
      batteryCostPerKw: "ଆମ କାମଚଳା ହିସାବ: ବ୍ୟାଟେରୀ ସହ ହାଇବ୍ରିଡ ସିଷ୍ଟମର କୌଣସି ଭରସାଯୋଗ୍ୟ ପ୍ରକାଶିତ ଦର ନାହିଁ",
      centralSubsidy:
        "ସଂଶୋଧିତ MNRE PM Surya Ghar ନିର୍ଦ୍ଦେଶିକା (SolarQuarter 2025-07-08); 2027-03-31 ପର୍ଯ୍ୟନ୍ତ ଚାଲିବ",
      stateSubsidy:
        "ଓଡ଼ିଶା କ୍ୟାବିନେଟ ନିଷ୍ପତ୍ତି 2025-01-03 (FY2024-25ରୁ FY2026-27); ପରେ ଆସିଥିବା ₹25,000–35,000ର ଏକ ଖବର ମାନାଯାଇନାହିଁ; ଯୋଗ୍ୟତାର ସରକାରୀ ନିୟମ ମିଳିନାହିଁ",
      hybridSubsidised:
        "ଓଡ଼ିଶା ନେଟ୍ ମିଟରିଂରେ ହାଇବ୍ରିଡ ଇନଭର୍ଟର ଅନୁମୋଦିତ (OERC, 2025-11-28); ସବସିଡି ସେଥିରେ ମିଳେ କି ନାହିଁ ନିଶ୍ଚିତ ନୁହେଁ",
      loanRate:
        "3 kW ପର୍ଯ୍ୟନ୍ତ ବିନା ବନ୍ଧକ ଋଣ ରେପୋ + 0.5%ରେ (2026-02-06ରେ ରେପୋ 5.25%); 3 kWରୁ ଅଧିକ ପାଇଁ ପ୍ରାୟ 8.15–8.90%। ବ୍ୟାଙ୍କର ବର୍ତ୍ତମାନ ଦର ନିଶ୍ଚିତ ନୁହେଁ",
      loanYears: "3 kW ପର୍ଯ୍ୟନ୍ତ SBI ରୁଫଟପ ସୋଲାର ଋଣ: 120 ମାସ ପର୍ଯ୍ୟନ୍ତ ଅବଧି",
      loanLimits: "SBI: 3 kW ପର୍ଯ୍ୟନ୍ତ ₹2 ଲକ୍ଷ, 10% ମାର୍ଜିନ ସହ; 3 kWରୁ 10 kW ପର୍ଯ୍ୟନ୍ତ ₹6 ଲକ୍ଷ, 20% ମାର୍ଜିନ ସହ",
      gridEmissionFactor: "CEA CO₂ Baseline Database V21.0, FY2024-25ର ଭାରିତ ହାରାହାରି",
    },
    apply: "ମୋ ଅନୁମାନରେ ପୁଣି ହିସାବ କରନ୍ତୁ",
    labels: {
      tariffSlabs: "ଘରୋଇ ଏନର୍ଜି ଚାର୍ଜ (ମାସିକ ସ୍ଲାବ)",
      fixedCharge: "ବିଲରେ ଫିକ୍ସଡ ଚାର୍ଜ",
      exportPrice: "ଗ୍ରିଡକୁ ପଠାଯାଉଥିବା ୟୁନିଟର ଦର",
      yieldPerKw: "kW ପିଛା ଉତ୍ପାଦନ",
      firstYearDegradation: "ପ୍ରଥମ ବର୍ଷରେ ପ୍ୟାନେଲ ଉତ୍ପାଦନ ହ୍ରାସ",
      yearlyDegradation: "ପରବର୍ତ୍ତୀ ପ୍ରତି ବର୍ଷ ଉତ୍ପାଦନ ହ୍ରାସ",
      tariffRise: "ଟାରିଫ ବୃଦ୍ଧି",
      roofAreaPerKw: "kW ପିଛା ଛାତ",
      onGridCostPerKw: "ଲଗାଇବା ସହ ଖର୍ଚ୍ଚ, ଅନ୍-ଗ୍ରିଡ",
      batteryCostPerKw: "ହାଇବ୍ରିଡ ଇନଭର୍ଟର ଓ ବ୍ୟାଟେରୀ, ଅତିରିକ୍ତ",
      centralSubsidy: "ପିଏମ ସୂର୍ଯ୍ୟ ଘର କେନ୍ଦ୍ରୀୟ ସବସିଡି",
      stateSubsidy: "ଓଡ଼ିଶା ରାଜ୍ୟର ଅତିରିକ୍ତ ସହାୟତା",
      hybridSubsidised: "ହାଇବ୍ରିଡ ସିଷ୍ଟମରେ ସବସିଡି",
      loanRate: "ଋଣର ସୁଧ",
      loanYears: "ଋଣର ସର୍ବାଧିକ ଅବଧି",
      loanLimits: "ବ୍ୟାଙ୍କ କେତେ ଋଣ ଦିଏ",
      gridEmissionFactor: "ଗ୍ରିଡର CO₂",
    },
    values: {
      yearlyDegradation: "ବର୍ଷକୁ {value}%",
      roofAreaPerKw: "kW ପିଛା {squareMetres} m² ({squareFeet} ବର୍ଗଫୁଟ)",
      yes: "ହଁ",
      no: "ନା",
      loanRate: "ବର୍ଷକୁ {value}%",
      loanYears: "{value} ବର୍ଷ",
      loanLimits:
        "3 kW ପର୍ଯ୍ୟନ୍ତ: ଖର୍ଚ୍ଚର {shareUpTo3}, ସର୍ବାଧିକ {maxUpTo3}। 3 kWରୁ ଅଧିକ: {shareAbove3}, ସର୍ବାଧିକ {maxAbove3}",
      gridEmissionFactor: "ପ୍ରତି ୟୁନିଟ {value} kg CO₂",
    },
    editableUnits: {
      yieldPerKw: "ୟୁନିଟ/kW/ବର୍ଷ",
      tariffRise: "% ବର୍ଷକୁ",
      fixedCharge: "₹ ମାସକୁ",
      exportPrice: "₹ ୟୁନିଟ ପିଛା",
      batteryCostPerKw: "₹ kW ପିଛା",
    },
    hybridSubsidised: { yes: "ହଁ, ସବସିଡି ମିଳେ", no: "ହାଇବ୍ରିଡ ସିଷ୍ଟମରେ ସବସିଡି ନାହିଁ" },
  },
  actions: {
    toEngineer: "ଏହି ଯୋଜନା ଆମ ଇଞ୍ଜିନିୟରଙ୍କୁ ପଠାନ୍ତୁ",
    toEngineerHint: "ଆପଣଙ୍କ ସଂଖ୍ୟାଗୁଡ଼ିକ ଅନୁରୋଧ ସହ ଯିବ; ଆମେ କେବଳ ପଚାରିବୁ ଆପଣଙ୍କ ସହ କିପରି ଯୋଗାଯୋଗ କରିବୁ।",
    whatsapp: "WhatsAppରେ ସେୟାର କରନ୍ତୁ",
    whatsappText: "ମୋ ରୁଫଟପ ସୋଲାର ଯୋଜନା (Suryoday Solar ପ୍ଲାନର): {url}",
    copyHint: "ଏହି ପୃଷ୍ଠାର ଠିକଣାରେ ଆପଣଙ୍କ ଯୋଜନା ସାଇତା ଅଛି: ବୁକମାର୍କ କରନ୍ତୁ କିମ୍ବା ସେୟାର କରନ୍ତୁ।",
  },
  structuredData: {
    browserRequirements: "ଯେକୌଣସି ୱେବ ବ୍ରାଉଜର; JavaScript ବିନା ମଧ୍ୟ ଚାଲେ",
  },
} satisfies SolarCalculatorCopy;
