import type { FieldErrorSentences } from "~/lib/leads/field-errors";
import { formatNumber, formatRupees } from "~/lib/indian-number";

// ଓଡ଼ିଆ: the lead forms' field errors, one sentence per field and code (the same shape as
// copy/en/field-errors.ts). The browser loads this file only on Odia pages.

const sliderSentences = (
  field: string,
  shown: (value: number) => string,
): FieldErrorSentences["roofSize"] => ({
  not_a_number: () => `ଦୟାକରି ସ୍ଲାଇଡରରେ ${field} ବାଛନ୍ତୁ।`,
  out_of_range: ({ min, max }) => `${field} ${shown(min)}ରୁ ${shown(max)} ଭିତରେ ହେବା ଦରକାର।`,
  off_step: ({ step }) => `${field} ${shown(step)} କରି ବଢ଼େ ବା କମେ।`,
});

export const fieldErrorSentences = {
  name: {
    required: () => "ଦୟାକରି ଆପଣଙ୍କ ପୂରା ନାମ ଲେଖନ୍ତୁ।",
    too_long: ({ max }) => `ଦୟାକରି ନାମ ${max}ଟି ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।`,
  },
  email: {
    required: () => "ଦୟାକରି ଆପଣଙ୍କ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ।",
    too_long: ({ max }) => `ଦୟାକରି ${max}ଟି ଅକ୍ଷରରୁ କମ୍ ଥିବା ଇମେଲ ଠିକଣା ଦିଅନ୍ତୁ।`,
    invalid_email: () => "ଦୟାକରି ସଠିକ୍ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ, ଯେପରି name@example.com।",
    email_or_phone_required: () => "ଦୟାକରି ଆମ ସହ ବ୍ୟବହାର କରିଥିବା ଇମେଲ ଠିକଣା କିମ୍ବା ଫୋନ ନମ୍ବର ଦିଅନ୍ତୁ।",
  },
  phone: {
    required: () => "ଦୟାକରି ଏମିତି ଏକ ଫୋନ ନମ୍ବର ଲେଖନ୍ତୁ, ଯେଉଁଥିରେ ଆମେ ଆପଣଙ୍କୁ ଫୋନ କରିପାରିବୁ।",
    too_long: ({ max }) => `ଦୟାକରି ଫୋନ ନମ୍ବର ${max}ଟି ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।`,
    invalid_phone: () => "ଦୟାକରି ଅଙ୍କରେ ଫୋନ ନମ୍ବର ଲେଖନ୍ତୁ (ସ୍ପେସ, +, - ଓ ବନ୍ଧନୀ ଚଳିବ)।",
  },
  message: {
    required: () => "ଦୟାକରି ଛୋଟ ବାର୍ତ୍ତାଟିଏ ଲେଖନ୍ତୁ।",
    too_long: ({ max }) => `ଦୟାକରି ବାର୍ତ୍ତା ${formatNumber(max)}ଟି ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।`,
  },
  location: {
    required: () => "ଦୟାକରି ଆପଣଙ୍କ PIN କୋଡ ବା ସହର/ଗାଁର ନାମ ଲେଖନ୍ତୁ।",
    too_long: ({ max }) => `ଦୟାକରି ସ୍ଥାନର ନାମ ${max}ଟି ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।`,
  },
  address: {
    too_long: ({ max }) => `ଦୟାକରି ଠିକଣା ${max}ଟି ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।`,
  },
  roofSize: sliderSentences("ଛାତର ମାପ", (value) => `${value} m²`),
  // The Odia quote page's bill is in rupees (issue 24).
  monthlyBill: sliderSentences("ମାସିକ ବିଲ", formatRupees),
  product: {
    unknown_choice: () => "ଦୟାକରି ତାଲିକାରୁ ଗୋଟିଏ ଉତ୍ପାଦ ବାଛନ୍ତୁ।",
  },
  noticeVersion: {
    required: () => "ଏହି ପୃଷ୍ଠା ପୁରୁଣା ହୋଇଯାଇଛି: ଦୟାକରି ପୃଷ୍ଠାଟି ରିଫ୍ରେସ କରି ଫର୍ମଟି ଆଉ ଥରେ ପଠାନ୍ତୁ।",
    too_long: () => "ଏହି ପୃଷ୍ଠା ପୁରୁଣା ହୋଇଯାଇଛି: ଦୟାକରି ପୃଷ୍ଠାଟି ରିଫ୍ରେସ କରି ଫର୍ମଟି ଆଉ ଥରେ ପଠାନ୍ତୁ।",
  },
  kind: {
    unknown_choice: () => "ଦୟାକରି ଆପଣ କ’ଣ ମାଗୁଛନ୍ତି, ବାଛନ୍ତୁ।",
  },
} satisfies FieldErrorSentences;
