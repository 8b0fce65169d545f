import type { ProjectStepId } from "~/features/projects/project-steps";

// The customer's project page after the sale (issue 22), its steps and the "step done" e-mail.
// The steps and their sources: the end of ../shared/research/planner-audit-2026-11.md.
// copy/or/project.ts has the same shape.

export interface StepWords {
  /** The step's name, short. */
  title: string;
  /** What happens in it, in a sentence. */
  what: string;
  /** What the customer must do or keep ready; "" when nothing. */
  keepReady: string;
  /** What the step's reference number is, when it has one ("Application number"); else "". */
  reference: string;
}

export const projectCopy = {
  page: {
    title: "Your solar project",
    heading: "Your solar project",
    intro:
      "Where your rooftop solar stands, from the national portal to the subsidy in your bank, and what happens next.",
    forWhom: "For {name}",
    progress: "{done} of {total} steps done",
    now: "Now",
    nowNone: "Every step is done. Thank you for choosing us.",
    expected: "Expected around {date}",
    expectedLate: "Expected around {date}: it is taking longer than we said. We are on it.",
    noDate: "We will give a date as soon as we know it.",
    next: "After that",
    youDo: "What you can do or keep ready",
    steps: "All the steps",
    done: "Done on {date}",
    notApplying: "Not needed for you",
    waiting: "Still to come",
    current: "Now",
    reference: "{label}: {value}",
    fromUs: "From us",
    call: "Questions? Call us",
    callText: "Call {phone}, Monday to Saturday, {opens} to {closes}, or write to {email}.",
    noDocuments:
      "We never ask for your Aadhaar number, and the site refuses a file or a number that looks like one. Your bank account number you enter yourself on the national portal, pmsuryaghar.gov.in; we never ask for it by e-mail or phone.",
    private: "This page is only for you: please do not share its address.",
  },
  steps: {
    "portal-registration": {
      title: "Registration on the national portal",
      what: "You register on pmsuryaghar.gov.in with your electricity consumer number and apply for rooftop solar; we help you do it.",
      keepReady:
        "Your latest electricity bill (for the consumer number) and the mobile phone whose number is on the bill.",
      reference: "Application number",
    },
    "discom-feasibility": {
      title: "DISCOM feasibility",
      what: "The DISCOM checks that the grid near you can take your system. For systems up to 10 kW TPCODL has waived the study and its fee.",
      keepReady: "",
      reference: "",
    },
    "installation-scheduled": {
      title: "Installation scheduled",
      what: "We fix the day our team comes to install the panels, the inverter and the wiring.",
      keepReady: "A clear roof, the key to the roof and someone at home on the day.",
      reference: "",
    },
    "installation-done": {
      title: "Installation done",
      what: "Our team has installed and tested the system.",
      keepReady: "Keep the warranty papers and the invoice we hand you.",
      reference: "",
    },
    "portal-upload": {
      title: "Installation details on the portal",
      what: "The installation's details and a photo of you with the plant go up on the national portal.",
      keepReady:
        "A photo of you standing with the panels (we take it with you on installation day).",
      reference: "",
    },
    "net-meter-application": {
      title: "Net-meter application",
      what: "The application for the net meter, the DISCOM's demand note and the agreement.",
      keepReady: "Pay the demand note at the DISCOM and sign the agreement; we tell you when.",
      reference: "Demand note number",
    },
    "discom-inspection": {
      title: "DISCOM inspection and net meter",
      what: "The DISCOM inspects the system and fits the net meter. This commonly takes 15 to 45 days after the application.",
      keepReady: "Someone at home for the inspection, with the electricity bill.",
      reference: "",
    },
    commissioning: {
      title: "Commissioning certificate",
      what: "The commissioning certificate is generated on the portal: your system is officially on the grid.",
      keepReady: "",
      reference: "",
    },
    "bank-details": {
      title: "Bank details for the subsidy",
      what: "You enter your bank account on the portal and upload a cancelled cheque, so the subsidy can be paid.",
      keepReady:
        "Your bank passbook and a cancelled cheque. Enter them yourself on the portal; we never ask for the numbers.",
      reference: "",
    },
    "central-subsidy": {
      title: "Central subsidy credited",
      what: "The central government's subsidy reaches your bank account.",
      keepReady: "Check your bank account and tell us when it arrives.",
      reference: "",
    },
    "state-subsidy": {
      title: "Odisha top-up credited",
      what: "Odisha's top-up subsidy reaches your bank account, usually some weeks after the central one.",
      keepReady: "Check your bank account and tell us when it arrives.",
      reference: "",
    },
  } satisfies Record<ProjectStepId, StepWords>,
  survey: {
    heading: "What our engineer found on your roof",
    by: "{engineer}, on {date}",
    area: "Usable roof area: {value} m²",
    facing: "The roof faces: {value}",
    tilt: "Tilt: {value}°",
    shading: "Shade: {value}",
    roof: "Roof: {value}",
    meter: "Electricity connection: {value}",
    recommended: "Recommended size: {value} kW",
    facings: {
      n: "north",
      ne: "north-east",
      e: "east",
      se: "south-east",
      s: "south",
      sw: "south-west",
      w: "west",
      nw: "north-west",
      flat: "flat roof (panels face south on their frames)",
    },
    shadings: {
      none: "none through the day",
      morning: "in the morning only",
      afternoon: "in the afternoon only",
      partial: "some through the day",
      heavy: "heavy: less sunlight on the panels",
    },
    roofTypes: { rcc: "concrete (RCC)", sheet: "metal sheet", tiles: "tiles", other: "other" },
    roofConditions: {
      good: "in good condition",
      repair: "needs a repair first",
      poor: "in poor condition",
    },
    meterPhases: { single: "single-phase", three: "three-phase" },
  },
  documents: {
    heading: "Your documents",
    intro:
      "What the subsidy and the net meter need, step by step. Send yours from here: a photo from your phone's camera, or a PDF, of up to 10 MB.",
    fromYou: "From you",
    fromUs: "From us",
    states: {
      missing: "Not sent yet",
      received: "Received: we are checking it",
      checked: "Checked",
      rejected: "Please send it again",
    },
    reason: "Why: {reason}",
    choose: "Photo or PDF of your {item}",
    send: "Send",
    sendAgain: "Send a new one",
    sent: "Thank you: we have your {item}. We will check it and tell you here.",
    open: "Open the file you sent",
    problems: {
      tooLarge:
        "This file is larger than 10 MB. Take the photo again at a lower resolution, or send a smaller PDF.",
      empty: "No file was chosen. Choose a photo or a PDF, then press Send.",
      heic: "This photo is in the iPhone's HEIC format. Send it as a JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, then take it again.",
      notADocument:
        "We take photos (JPEG, PNG or WebP) and PDF files only, and this file is neither.",
      unreadable:
        "We could not read this file: it may be damaged. Take the photo again, or save the PDF again.",
      aadhaar:
        "This looks like an Aadhaar number. We do not store Aadhaar numbers (UIDAI's rules): cover the number and send it again.",
      unknownItem: "This document is not on your project's list.",
    },
    items: {
      "electricity-bill": {
        title: "Latest electricity bill",
        what: "The whole bill, with your consumer number and the name on it: the name must match your bank account and your portal application.",
      },
      "society-resolution": {
        title: "Society's resolution",
        what: "The housing society's resolution to install the common solar system, signed by its office bearers.",
      },
      "ownership-proof": {
        title: "Proof of the premises",
        what: "The latest property tax receipt, or the lease deed if you rent the premises.",
      },
      "bank-proof": {
        title: "Cancelled cheque or passbook page",
        what: "In the same name as the electricity bill: the subsidy is paid into this account.",
      },
      "dcr-certificate": {
        title: "DCR certificate of the panels",
        what: "The maker's certificate that your panels' cells are made in India, as the subsidy requires.",
      },
      "applicant-photo": {
        title: "Photo of you with the plant",
        what: "A photo of the applicant beside the installed plant, uploaded to the national portal.",
      },
      "net-metering-agreement": {
        title: "Net-metering agreement",
        what: "The agreement with the DISCOM for your net meter, signed by you.",
      },
      "commissioning-report": {
        title: "Commissioning report",
        what: "The DISCOM's report after it inspects the plant and fits the net meter.",
      },
    },
  },
  names: {
    heading: "The names must match",
    mismatch:
      "The name on your {a} and on your {b} are not the same. The subsidy is paid only when the electricity bill, the bank account and the portal application carry the same name: call us and we will tell you how to correct it.",
    sources: {
      bill: "electricity bill",
      bank: "bank account",
      portal: "portal application",
    },
  },
  equipment: {
    heading: "Your equipment and its warranties",
    modules: "{count} solar panels, {make} {model}, {watts} W each",
    inverter: "Inverter: {make} {model}",
    battery: "Battery: {make} {model}",
    warranty: "Warranty from {start} to {end}",
    serials: "Serial numbers",
  },
  emails: {
    greeting: "Namaste {name},",
    subject: "Your solar project: “{step}” step complete",
    done: "Good news: the “{step}” step is complete ({date}).",
    note: "From us: {note}",
    next: "Next: {step}.",
    nextExpected: "Next: {step}, expected around {date}.",
    finished: "That was the last step: your project is complete. Thank you for choosing us.",
    keepReady: "What you can do or keep ready: {text}",
    link: "See where your project stands at any time:",
    linkSent: "Here is the link to your project's page, where you can see where it stands:",
    linkSubject: "Your solar project's page",
    signature: "{company} · {phone}",
    privacy: "To have your data deleted, use the form on {privacy}",
  },
};

export type ProjectCopy = typeof projectCopy;
