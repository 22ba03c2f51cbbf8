import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Tag, Typography } from 'antd';
import type { Dispatch } from 'react';
import { formatMoney } from 'shared-ui';
import type { DraftAction, DraftLine } from '../domain/draft';
import { type LineProblems, typedLineTotal } from '../domain/problems';
import { TypedField } from './typed-field';

/** The quote's lines, as the editor holds them, for either layout. */
export interface QuoteLinesProps {
  lines: DraftLine[];
  /** Problems to show, by line key (only once the user has edited the line or tried to save). */
  problems: Record<string, LineProblems>;
  readOnly: boolean;
  dispatch: Dispatch<DraftAction>;
}

/**
 * One line of the quote, as both layouts of the lines (the table's row, a phone's card) show it: the same fields
 * with the same names, problems and actions, so both edit it the same way.
 */
export interface LinePartProps {
  line: DraftLine;
  /** 1 for the first line. */
  position: number;
  last: boolean;
  problems: LineProblems;
  readOnly: boolean;
  dispatch: Dispatch<DraftAction>;
  /** Small in the table's rows, middle (a thumb's size) in a phone's cards. */
  size?: 'small' | 'middle';
}

/** What a line is called in its fields' and buttons' names: its description, or its place. */
export const lineName = ({ line, position }: Pick<LinePartProps, 'line' | 'position'>) =>
  line.description.trim() || `line ${position}`;

const changeOf =
  ({ line, dispatch }: LinePartProps) =>
  (fields: Extract<DraftAction, { type: 'change' }>['fields']) =>
    dispatch({ type: 'change', key: line.key, fields });

/** The service or description: typed on a custom line, the catalog's text otherwise; its marks and source. */
export function LineDescription(props: LinePartProps) {
  const { line, position, problems, readOnly, size } = props;
  const custom = line.kind === 'custom';
  const change = changeOf(props);
  return (
    <>
      <Flex gap={4} wrap align="center">
        {custom && <Tag color="gold">Custom</Tag>}
        {line.aiProposed && <Tag color="purple">AI</Tag>}
      </Flex>
      {custom && !readOnly ? (
        <TypedField
          id={`${line.key}-description`}
          label={`Description of line ${position}`}
          value={line.description}
          problem={problems.description}
          size={size}
          onChange={(description) => change({ description })}
        />
      ) : (
        <Typography.Text>{line.description}</Typography.Text>
      )}
      {line.sourceText && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          From: “{line.sourceText}”
        </Typography.Text>
      )}
    </>
  );
}

export function LineQuantity(props: LinePartProps) {
  const { line, problems, readOnly, size } = props;
  if (readOnly) return <>{line.quantity}</>;
  const change = changeOf(props);
  return (
    <TypedField
      id={`${line.key}-quantity`}
      label={`Quantity of ${lineName(props)}`}
      value={line.quantity}
      problem={problems.quantity}
      inputMode="decimal"
      size={size}
      onChange={(quantity) => change({ quantity })}
    />
  );
}

/** The unit price: typed on a custom line, the catalog's (copied when added) otherwise. */
export function LineUnitPrice(props: LinePartProps) {
  const { line, problems, readOnly, size } = props;
  if (line.kind !== 'custom' || readOnly) return <>{formatMoney(Number(line.unitCost))}</>;
  const change = changeOf(props);
  return (
    <TypedField
      id={`${line.key}-price`}
      label={`Unit price of ${lineName(props)}`}
      value={line.unitCost}
      problem={problems.unitCost}
      inputMode="decimal"
      prefix="$"
      size={size}
      onChange={(unitCost) => change({ unitCost })}
    />
  );
}

/** The line's total as typed, "—" while its quantity or price is not a number. */
export function lineTotalText(line: DraftLine): string {
  const total = typedLineTotal(line);
  return total === null ? '—' : formatMoney(total);
}

/** Move up, Move down and Remove (keyboard-reachable, named after the line). */
export function LineActions(props: LinePartProps) {
  const { line, position, last, dispatch, size = 'small' } = props;
  const name = lineName(props);
  return (
    <>
      <Button
        type="text"
        size={size}
        icon={<ArrowUpOutlined />}
        aria-label={`Move ${name} up`}
        disabled={position === 1}
        onClick={() => dispatch({ type: 'move', key: line.key, offset: -1 })}
      />
      <Button
        type="text"
        size={size}
        icon={<ArrowDownOutlined />}
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => dispatch({ type: 'move', key: line.key, offset: 1 })}
      />
      <Button
        type="text"
        size={size}
        danger
        icon={<DeleteOutlined />}
        aria-label={`Remove ${name}`}
        onClick={() => dispatch({ type: 'remove', key: line.key })}
      />
    </>
  );
}
