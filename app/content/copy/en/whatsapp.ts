// The WhatsApp templates' words in English (issue 34; app/content/whatsapp-templates.ts has
// their parameters). {{1}}, {{2}}: the parameters, as Meta writes them. Utility category: each
// tells of something the customer did or asked for, and nothing is sold.

export const whatsappCopy = {
  templates: {
    enquiry_received: {
      body: "Namaste {{1}}, thank you for your quote request to Suryoday Solar. We will call you within one working day. You can choose a time for your free site survey with the button below; the link is yours alone.",
      button: "Choose a survey time",
    },
    message_received: {
      body: "Namaste {{1}}, thank you for your message to Suryoday Solar. We will answer within one working day.",
    },
    survey_booked: {
      body: "Namaste {{1}}, your free site survey is booked for {{2}}. Our engineer will call before coming. To move or cancel it, use the button below.",
      button: "Move or cancel",
    },
    survey_moved: {
      body: "Namaste {{1}}, your site survey has moved to {{2}}. To change it again, use the button below.",
      button: "Move or cancel",
    },
    survey_cancelled: {
      body: "Namaste {{1}}, your site survey of {{2}} is cancelled. You can book another time with the button below.",
      button: "Book another time",
    },
    survey_reminder: {
      body: "Namaste {{1}}, a reminder: our engineer visits you for the site survey tomorrow, {{2}}. To move it, use the button below.",
      button: "Move or cancel",
    },
    proposal_sent: {
      body: "Namaste {{1}}, your solar proposal {{2}} from Suryoday Solar is ready. Read it and accept it online with the button below.",
      button: "Read the proposal",
    },
    project_step_done: {
      body: "Namaste {{1}}, a step of your solar project is done: {{2}}. Follow every step with the button below.",
      button: "Your project",
    },
    service_update: {
      body: "Namaste {{1}}, an update on your service request {{2}}: {{3}}. See it on your project's page with the button below.",
      button: "Your project",
    },
    data_copy_ready: {
      body: "Namaste, the copy of your personal data you asked Suryoday Solar for is ready. We have e-mailed you the link to it: open it from that e-mail.",
    },
    enquiry_update: {
      body: "Namaste {{1}}, an update from Suryoday Solar about your enquiry: {{2}}",
    },
  },
  /** Staff's answer by e-mail when WhatsApp could not carry it. */
  fallbackEmail: {
    subject: "A message from Suryoday Solar",
    intro: "We could not reach you on WhatsApp, so here is our message by e-mail:",
  },
  /** A reply of one of these alone stops WhatsApp messages (any case). */
  stopWords: ["stop", "unsubscribe"],
};

export type WhatsAppCopy = typeof whatsappCopy;
