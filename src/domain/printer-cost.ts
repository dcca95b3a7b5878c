/** What the cost-per-hour suggestion is computed from. */
export interface CostPerHourInputs {
  /** Purchase price of the printer. */
  initialCost: number;
  /** Operating hours until the printer is replaced. */
  replacementPeriod: number;
  /** Power draw in watts. */
  powerConsumption: number;
  /** The user's electricity price per kWh. */
  electricityRate: number;
  annualMaintenanceCost: number;
  expectedYearlyHours: number;
}

/** The three parts of a printer's cost per hour and their sum, unrounded. */
export interface CostPerHourBreakdown {
  depreciation: number;
  electricity: number;
  maintenance: number;
  total: number;
}

/** Non-numbers and negatives count as 0, so a half-filled form still gives a finite suggestion. */
const usable = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** a ÷ b, or 0 when the divisor is 0 (a zero replacement period or yearly hours gives no part). */
const share = (amount: number, hours: number) => {
  const divisor = usable(hours);
  return divisor === 0 ? 0 : usable(amount) / divisor;
};

/**
 * Suggested cost per hour:
 * depreciation = initial cost ÷ replacement period (hours),
 * electricity = power (W) ÷ 1000 × electricity rate (per kWh),
 * maintenance = annual maintenance cost ÷ expected yearly hours.
 */
export function costPerHourBreakdown(inputs: CostPerHourInputs): CostPerHourBreakdown {
  const depreciation = share(inputs.initialCost, inputs.replacementPeriod);
  const electricity = (usable(inputs.powerConsumption) / 1000) * usable(inputs.electricityRate);
  const maintenance = share(inputs.annualMaintenanceCost, inputs.expectedYearlyHours);
  return { depreciation, electricity, maintenance, total: depreciation + electricity + maintenance };
}

/** The suggestion as the form fills it in: rounded to cents. */
export function suggestedCostPerHour(inputs: CostPerHourInputs): number {
  return roundToCents(costPerHourBreakdown(inputs).total);
}

export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
