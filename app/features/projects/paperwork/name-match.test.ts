import { describe, expect, it } from "vitest";
import { nameKey, nameMismatches, namesAgree } from "./name-match";

describe("nameKey", () => {
  it("spells Odia names in Latin as they are spelt in Odisha", () => {
    expect(nameKey("ସସ୍ମିତା ବେହେରା")).toBe("sasmita behera");
    expect(nameKey("ବିକାଶ ସାହୁ")).toBe("bikash sahu");
    expect(nameKey("ସନ୍ତୋଷ କୁମାର ଦାସ")).toBe("santosh kumar das");
    expect(nameKey("ଶଙ୍କର ପଞ୍ଚାନନ")).toBe("shankar panchanan");
    expect(nameKey("ପ୍ରିୟଙ୍କା ଯଶୋଦା")).toBe("priyanka jashoda");
    expect(nameKey("ଜ୍ଞାନରଞ୍ଜନ")).toBe("gyanaranjan");
  });

  it("keeps the spoken 'a' after a final conjunct and drops the silent one", () => {
    expect(nameKey("ଲକ୍ଷ୍ମୀପ୍ରିୟା ମହାପାତ୍ର")).toBe("lakshmipriya mahapatra");
    expect(nameKey("ରାମଚନ୍ଦ୍ର ମିଶ୍ର")).toBe("ramachandra mishra");
    expect(nameKey("ଦିଲୀପ")).toBe("dilip");
  });

  it("reads the nukta letters, ୱ, ଂ, ଁ and ଃ", () => {
    expect(nameKey("ଓଡ଼ିଶା")).toBe("odisha");
    expect(nameKey("ଓ\u0B5Cିଶା")).toBe("odisha");
    expect(nameKey("ପାଢ଼ୀ")).toBe("padhi");
    expect(nameKey("ଭୁବନେଶ୍ୱର")).toBe("bhubaneshwar");
    expect(nameKey("ସଂଗ୍ରାମ ସଂପଦ")).toBe("sangram sampad");
    expect(nameKey("ଚାଁଦ")).toBe("chand");
    expect(nameKey("ଦୁଃଖୀ")).toBe("duhkhi");
  });

  it("lower-cases, drops accents and turns punctuation into spaces", () => {
    expect(nameKey("  SASMITA   BEHERA ")).toBe("sasmita behera");
    expect(nameKey("Sasmita-Behera")).toBe("sasmita behera");
    expect(nameKey("S.K. Das")).toBe("s k das");
    expect(nameKey("D'Souza, Ríta")).toBe("d souza rita");
  });

  it("drops honorifics as whole words, in English and Odia", () => {
    expect(nameKey("Smt. Sasmita Behera")).toBe("sasmita behera");
    expect(nameKey("Mr Bikash Sahu")).toBe("bikash sahu");
    expect(nameKey("Late Dr. Md. Rafiq")).toBe("rafiq");
    expect(nameKey("ଶ୍ରୀମତୀ ସସ୍ମିତା ବେହେରା")).toBe("sasmita behera");
    expect(nameKey("ଶ୍ରୀମତି ସସ୍ମିତା")).toBe("sasmita");
    expect(nameKey("ଶ୍ରୀ ବିକାଶ ସାହୁ")).toBe("bikash sahu");
    expect(nameKey("କୁମାରୀ ସସ୍ମିତା")).toBe("sasmita");
    // Inside a word, and "Kumar" (a name), they stay.
    expect(nameKey("Srinivas Kumar Mishra")).toBe("srinivas kumar mishra");
  });

  it("is empty for an empty name or honorifics only", () => {
    expect(nameKey("")).toBe("");
    expect(nameKey(" Mrs. ")).toBe("");
  });
});

describe("namesAgree", () => {
  it("agrees on Odia and Latin spellings of one name", () => {
    expect(namesAgree("ସସ୍ମିତା ବେହେରା", "SASMITA BEHERA")).toBe(true);
    expect(namesAgree("ସସ୍ମିତା ବେହେରା", "Smt. Sasmita Behera")).toBe(true);
    expect(namesAgree("ଶ୍ରୀ ବିକାଶ ସାହୁ", "Bikash Sahu")).toBe(true);
    expect(namesAgree("ରାମଚନ୍ଦ୍ର ମିଶ୍ର", "Ramachandra Misra")).toBe(true);
  });

  it("forgives the common spelling variants", () => {
    expect(namesAgree("Sasmitaa Behera", "Sasmita Behera")).toBe(true);
    expect(namesAgree("Prasanta Mishra", "Prashant Misra")).toBe(true);
    expect(namesAgree("Vikash Sahoo", "Bikash Sahu")).toBe(true);
    expect(namesAgree("Preeti Pattnaik", "Priti Patnaik")).toBe(true);
    expect(namesAgree("Laxmi Das", "Lakshmi Das")).toBe(true);
    expect(namesAgree("Jagannath Swain", "Jaganath Sbain")).toBe(true);
  });

  it("keeps different sounds apart", () => {
    expect(namesAgree("Subash Nayak", "Subhas Nayak")).toBe(false);
  });

  it("ignores word order", () => {
    expect(namesAgree("Behera Sasmita", "Sasmita Behera")).toBe(true);
    expect(namesAgree("BEHERA, SASMITA", "ସସ୍ମିତା ବେହେରା")).toBe(true);
  });

  it("lets an initial stand for a word it begins", () => {
    expect(namesAgree("S. Behera", "Sasmita Behera")).toBe(true);
    expect(namesAgree("S. Behera", "Behera Sasmita")).toBe(true);
    expect(namesAgree("S K Das", "Santosh Kumar Das")).toBe(true);
    expect(namesAgree("Santosh K. Das", "S. Kumar Das")).toBe(true);
    expect(namesAgree("S. K. Das", "S.K. Das")).toBe(true);
  });

  it("refuses an initial that begins no word, or a word left unpaired", () => {
    expect(namesAgree("R. Behera", "Sasmita Behera")).toBe(false);
    expect(namesAgree("S K Das", "Santosh Das")).toBe(false);
    expect(namesAgree("Santosh Kumar Das", "Santosh Das")).toBe(false);
  });

  it("needs one whole word in common, so initials alone never match", () => {
    expect(namesAgree("S. B.", "Sasmita Behera")).toBe(false);
    expect(namesAgree("Sasmita B.", "S. Behera")).toBe(false);
  });

  it("refuses a different surname or a different given name", () => {
    expect(namesAgree("Sasmita Behera", "Sasmita Das")).toBe(false);
    expect(namesAgree("Sasmita Behera", "Sarita Behera")).toBe(false);
  });

  it("refuses an empty name, even against another", () => {
    expect(namesAgree("", "Sasmita Behera")).toBe(false);
    expect(namesAgree("Sasmita Behera", "  ")).toBe(false);
    expect(namesAgree("", "")).toBe(false);
    expect(namesAgree("Mrs.", "Mrs.")).toBe(false);
  });
});

describe("nameMismatches", () => {
  it("is empty when all three names agree", () => {
    expect(
      nameMismatches({
        bill: "ସସ୍ମିତା ବେହେରା",
        bank: "SASMITA BEHERA",
        portal: "Smt. Sasmita Behera",
      }),
    ).toEqual([]);
  });

  it("lists each disagreeing pair, in bill–bank, bill–portal, bank–portal order", () => {
    expect(
      nameMismatches({ bill: "Sasmita Behera", bank: "Sasmita Das", portal: "S. Behera" }),
    ).toEqual([
      { a: "bill", b: "bank" },
      { a: "bank", b: "portal" },
    ]);
    expect(nameMismatches({ bill: "Hari Das", bank: "Sasmita Das", portal: "Sarita Das" })).toEqual(
      [
        { a: "bill", b: "bank" },
        { a: "bill", b: "portal" },
        { a: "bank", b: "portal" },
      ],
    );
  });

  it("skips pairs with a name not yet entered", () => {
    expect(nameMismatches({ bill: "Sasmita Behera", bank: "", portal: "Sasmita Das" })).toEqual([
      { a: "bill", b: "portal" },
    ]);
    expect(nameMismatches({ bill: "Sasmita Behera", bank: " ", portal: "" })).toEqual([]);
  });
});
