// The paperwork page of a project in the inbox (issue 35); the inbox is in English. The
// documents' names are the customer's words (copy/en/project.ts).

export const paperworkDeskCopy = {
  title: "Paperwork",
  back: "Back to the project",
  documents: {
    heading: "Documents",
    intro:
      "What this project's steps need. The customer sends theirs from their project page; send ours here. Photos are re-encoded (no location or camera data kept); PDFs are only ever downloaded.",
    step: "Step: {step}",
    fromCustomer: "From the customer",
    fromUs: "From us",
    none: "Nothing received yet.",
    file: "Open {name}",
    by: "sent by {who}, {at}",
    upload: "Upload a file",
    uploadButton: "Upload",
    check: "Mark checked",
    reject: "Reject",
    reason: "Why, and what to send instead (the customer reads this)",
    reasonMissing: "Write the reason the customer will read.",
    earlier: "Earlier files ({count})",
  },
  equipment: {
    heading: "Equipment register",
    intro:
      "What was installed. Serials one per line, or scanned one after another; a serial another project lists is flagged. The warranty dates are shown to the customer.",
    kinds: { modules: "Solar modules", inverter: "Inverter", battery: "Battery" },
    make: "Make",
    model: "Model",
    watts: "Watts per module",
    dcr: "DCR certificate number",
    almm: "On ALMM List-II",
    almmChoices: { "": "Not checked yet", yes: "Yes", no: "No" },
    warrantyStart: "Warranty from",
    warrantyEnd: "Warranty until",
    serials: "Serial numbers",
    save: "Save",
    saved: (count: number) => `Saved: ${count} serial${count === 1 ? "" : "s"}.`,
    duplicates: "The same serial is typed twice: {serials}",
    invalid: "Not a serial number (6 to 40 letters and digits): {serials}",
    shared: "Serial {serial} is also in project {projects}: check which one is right.",
    count: (count: number) => `${count} serial${count === 1 ? "" : "s"}`,
  },
  names: {
    heading: "Names on the documents",
    intro:
      "As written on each: the subsidy is paid only when the bill, the bank account and the portal application carry the same name. Case, spaces, initials and Odia or Latin spelling are allowed for.",
    bill: "Name on the electricity bill",
    bank: "Name on the bank account",
    portal: "Name on the portal application",
    save: "Save names",
    saved: "Names saved.",
    match: "The names match.",
    mismatch: "The name on the {a} and on the {b} differ: correct it before the bank-details step.",
    sources: { bill: "bill", bank: "bank account", portal: "portal application" },
  },
  forms: {
    heading: "Papers for the DISCOM",
    intro:
      "Drafted from this project's records, to print on A4 and check with the customer. A blank line is something our records do not hold: fill it in by hand.",
    names: {
      "net-metering": "Net-metering application: details",
      "dcr-declaration": "DCR declaration",
      "work-completion": "Work-completion report",
    },
    back: "Back to the paperwork",
    printHint: "Print it from your browser (Ctrl+P): A4, without the inbox around it.",
    draft:
      "DRAFT prepared by us from our records, for you to check before signing. The DISCOM's and MNRE's own current formats govern: copy these details into them where they differ.",
    signature: "signature, name and date",
  },
  flagged: "This project's paperwork needs attention: see the paperwork page.",
  aadhaar:
    "This looks like an Aadhaar number. We do not store Aadhaar numbers (UIDAI's rules): leave it out.",
  invalid: "Please check what you typed.",
  fileProblems: {
    tooLarge: "The file is larger than 10 MB.",
    empty: "Choose a file first.",
    heic: "HEIC photos are not taken: send a JPEG.",
    notADocument: "Only photos (JPEG, PNG, WebP) and PDF files are taken.",
    unreadable: "The file could not be read.",
    aadhaar: "This file looks like it carries an Aadhaar number: we do not store them.",
    unknownItem: "That document is not on this project's list.",
  },
  uploaded: "Uploaded.",
  decided: "Saved.",
};
