import { Checkbox, Flex, Typography } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';

export interface CodeChoice<T extends string> {
  value: T;
  label: string;
}

type CodeChoicesProps<T extends string> = Omit<CheckboxGroupProps<T>, 'options' | 'children'> & {
  /** The group's accessible name (the form item's label). */
  name: string;
  choices: readonly CodeChoice<T>[];
  'aria-required'?: unknown;
};

/**
 * Checkboxes for values that are codes (API key scopes, webhook events): each its label and its code. A group
 * named for its field; the form's aria-required on a required field is dropped, as a group may not carry it
 * (axe's aria-allowed-attr): the label's mark and the error say it instead.
 */
export function CodeChoices<T extends string>({
  name,
  choices,
  'aria-required': _required,
  ...props
}: CodeChoicesProps<T>) {
  return (
    <Checkbox.Group<T> {...props} aria-label={name}>
      <Flex vertical gap={4}>
        {choices.map((choice) => (
          <Checkbox key={choice.value} value={choice.value}>
            {choice.label} <Typography.Text type="secondary">({choice.value})</Typography.Text>
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
