import { estimateConfig, estimateCopy, type EstimateConfig } from "~/content/estimate";

export interface EstimateInput {
  /** Usable roof area in square metres. */
  roofSize: number;
  /** Average monthly electricity bill, in the estimate's currency. */
  monthlyBill: number;
}

export interface SystemEstimate {
  /** System size in kW; 0 when the inputs allow no system. */
  sizeKw: number;
  /** "5.0 kW solar system", or the spec's message asking for valid values. */
  recommendation: string;
  /** "$12,500", or "N/A". */
  priceEstimate: string;
}

/**
 * The preliminary estimate of the spec (section 9): the system is as large as both the roof
 * and the bill allow, size kW = min(roofSize / roof area per kW, monthlyBill / bill per kW),
 * and it costs size × price per kW. Pure, so the browser and the server agree.
 */
export function estimateSystem(
  { roofSize, monthlyBill }: EstimateInput,
  config: EstimateConfig = estimateConfig,
): SystemEstimate {
  const sizeKw = Math.min(roofSize / config.roofAreaPerKw, monthlyBill / config.billPerKw);
  if (!Number.isFinite(sizeKw) || sizeKw <= 0) {
    return {
      sizeKw: 0,
      recommendation: estimateCopy.invalid,
      priceEstimate: estimateCopy.priceNotAvailable,
    };
  }
  const price = new Intl.NumberFormat(config.locale, {
    style: "currency",
    currency: config.currency,
    maximumFractionDigits: 0,
  }).format(sizeKw * config.pricePerKw);
  return {
    sizeKw,
    recommendation: estimateCopy.recommendation(sizeKw.toFixed(1)),
    priceEstimate: price,
  };
}
