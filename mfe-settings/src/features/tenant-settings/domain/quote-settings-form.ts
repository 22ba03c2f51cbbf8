import type { FormRule as Rule } from 'antd';
import {
  currencyProblem,
  parseDecimal,
  percentProblem,
  type QuoteSettings,
  validityDaysProblem,
} from 'shared-api';

/** The quote settings as the form holds them: the text typed ('' for no tax or no discount). */
export interface QuoteSettingsFormValues {
  taxRatePercent: string;
  discountPercent: string;
  currency: string;
  validityDays: string;
}

const percentText = (percent: number | null) => (percent === null ? '' : String(percent));
const percentOf = (text: string) => (text.trim() ? parseDecimal(text) : null);

export const formValuesOf = (settings: QuoteSettings): QuoteSettingsFormValues => ({
  taxRatePercent: percentText(settings.taxRatePercent),
  discountPercent: percentText(settings.discountPercent),
  currency: settings.currency,
  validityDays: String(settings.validityDays),
});

/** What the form sends: a blank percent is none (null). */
export const settingsOf = (values: QuoteSettingsFormValues): QuoteSettings => ({
  taxRatePercent: percentOf(values.taxRatePercent),
  discountPercent: percentOf(values.discountPercent),
  currency: values.currency.trim(),
  validityDays: parseDecimal(values.validityDays),
});

/** A check of the contract's quote rules (shared-api quote-rules) as an antd rule on the typed text. */
const ruleOf = (problemOf: (text: string) => string | null): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    const problem = problemOf(value ?? '');
    if (problem) throw new Error(problem);
  },
});

const optionalPercent = ruleOf((text) => {
  const percent = percentOf(text);
  return percent === null ? null : percentProblem(percent);
});

/** The fields' rules: the server's own, so the form refuses what the server would, in its words. */
export const QUOTE_SETTINGS_RULES = {
  taxRatePercent: [optionalPercent],
  discountPercent: [optionalPercent],
  currency: [ruleOf((text) => currencyProblem(text.trim()))],
  validityDays: [ruleOf((text) => validityDaysProblem(parseDecimal(text)))],
} satisfies Record<keyof QuoteSettingsFormValues, Rule[]>;
