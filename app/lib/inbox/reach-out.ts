// One-tap ways to answer a lead from a phone: call, WhatsApp (with a greeting that names
// them), e-mail. Indian numbers are stored as typed; a bare ten-digit mobile gets +91.

/** The number in E.164 digits without "+", or undefined when it has too few digits. */
export function phoneDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "").replace(/^0+/, "");
  if (digits.length < 8) return undefined;
  return digits.length === 10 ? `91${digits}` : digits;
}

export function reachOutLinks(
  lead: { name?: string; email: string; phone: string },
  {
    greeting,
    subject,
    signature,
  }: {
    greeting: string;
    subject: string;
    /** Closes the e-mail's body: the privacy contact, in the person's language (Rule 9). */
    signature?: string;
  },
) {
  const digits = phoneDigits(lead.phone);
  return {
    tel: digits ? `tel:+${digits}` : undefined,
    whatsapp: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}` : undefined,
    mailto: lead.email
      ? `mailto:${lead.email}?subject=${encodeURIComponent(subject)}${
          signature ? `&body=${encodeURIComponent(`\n\n--\n${signature}`)}` : ""
        }`
      : undefined,
  };
}
