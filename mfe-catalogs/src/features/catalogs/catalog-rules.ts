import type { FormRule as Rule } from 'antd';
import {
  CATALOG_NAME_REQUIRED,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_UNIT_LENGTH,
  parseDecimal,
  SERVICE_NAME_REQUIRED,
  tooLongMessage,
  UNIT_COST_MESSAGES,
  unitCostProblem,
} from 'shared-api';

/**
 * The catalog and service forms' field rules: the contract's own (shared-api catalog-rules), so the dialogs
 * refuse what the server would refuse, in its words, before sending.
 */

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const atMost = (label: string, max: number): Rule => ({
  max,
  transform: trimmed,
  message: tooLongMessage(label, max),
});

const requiredName = (message: string): Rule[] => [
  { required: true, whitespace: true, message },
  atMost('Name', MAX_NAME_LENGTH),
];

const unitCostRule: Rule = {
  validator: async (_rule, value: string | undefined) => {
    // A blank cost is the `required` rule's to report.
    const problem = value?.trim() ? unitCostProblem(parseDecimal(value)) : null;
    if (problem) throw new Error(problem);
  },
};

export const CATALOG_RULES = {
  name: requiredName(CATALOG_NAME_REQUIRED),
  description: [atMost('Description', MAX_DESCRIPTION_LENGTH)],
} satisfies Record<string, Rule[]>;

export const SERVICE_RULES = {
  name: requiredName(SERVICE_NAME_REQUIRED),
  description: [atMost('Description', MAX_DESCRIPTION_LENGTH)],
  unit: [atMost('Unit', MAX_UNIT_LENGTH)],
  unitCost: [{ required: true, whitespace: true, message: UNIT_COST_MESSAGES.required }, unitCostRule],
} satisfies Record<string, Rule[]>;
