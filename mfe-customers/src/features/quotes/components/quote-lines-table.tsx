import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { Dispatch } from 'react';
import { formatMoney } from 'shared-ui';
import type { DraftAction, DraftLine } from '../domain/draft';
import { type LineProblems, typedLineTotal } from '../domain/problems';
import { TypedField } from './typed-field';

interface QuoteLinesTableProps {
  lines: DraftLine[];
  /** Problems to show, by line key (only once the user has edited the line or tried to save). */
  problems: Record<string, LineProblems>;
  readOnly: boolean;
  dispatch: Dispatch<DraftAction>;
}

/**
 * The quote's lines, in order: catalog lines show the service and its copied price, custom lines (marked) are
 * typed; each has its quantity, its total as typed, and Move up / Move down / Remove buttons (keyboard-reachable).
 */
export function QuoteLinesTable({ lines, problems, readOnly, dispatch }: QuoteLinesTableProps) {
  const { token } = theme.useToken();
  const cell = {
    padding: '6px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    verticalAlign: 'top',
  };
  const number = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  if (lines.length === 0) {
    return <Typography.Text type="secondary">No lines yet: add a service or a custom line.</Typography.Text>;
  }
  return (
    <table aria-label="Quote lines" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>Description</th>
          <th style={{ ...cell, textAlign: 'left', width: 120 }}>Quantity</th>
          <th style={{ ...cell, textAlign: 'left' }}>Unit</th>
          <th style={{ ...cell, textAlign: 'left', width: 140 }}>Unit Price</th>
          <th style={number}>Line Total</th>
          {!readOnly && <th style={number}>Actions</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            line={line}
            position={index + 1}
            last={index === lines.length - 1}
            problems={problems[line.key] ?? {}}
            readOnly={readOnly}
            dispatch={dispatch}
            cell={cell}
            number={number}
          />
        ))}
      </tbody>
    </table>
  );
}

interface LineRowProps {
  line: DraftLine;
  position: number;
  last: boolean;
  problems: LineProblems;
  readOnly: boolean;
  dispatch: Dispatch<DraftAction>;
  cell: React.CSSProperties;
  number: React.CSSProperties;
}

function LineRow({ line, position, last, problems, readOnly, dispatch, cell, number }: LineRowProps) {
  const change = (fields: Extract<DraftAction, { type: 'change' }>['fields']) =>
    dispatch({ type: 'change', key: line.key, fields });
  const total = typedLineTotal(line);
  const custom = line.kind === 'custom';
  const name = line.description.trim() || `line ${position}`;
  return (
    <tr data-testid="quote-line">
      <td style={cell}>
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
      </td>
      <td style={cell}>
        {readOnly ? (
          line.quantity
        ) : (
          <TypedField
            id={`${line.key}-quantity`}
            label={`Quantity of ${name}`}
            value={line.quantity}
            problem={problems.quantity}
            inputMode="decimal"
            onChange={(quantity) => change({ quantity })}
          />
        )}
      </td>
      <td style={cell}>{line.unit ?? ''}</td>
      <td style={cell}>
        {custom && !readOnly ? (
          <TypedField
            id={`${line.key}-price`}
            label={`Unit price of ${name}`}
            value={line.unitCost}
            problem={problems.unitCost}
            inputMode="decimal"
            prefix="$"
            onChange={(unitCost) => change({ unitCost })}
          />
        ) : (
          formatMoney(Number(line.unitCost))
        )}
      </td>
      <td style={number}>{total === null ? '—' : formatMoney(total)}</td>
      {!readOnly && (
        <td style={number}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`Move ${name} up`}
            disabled={position === 1}
            onClick={() => dispatch({ type: 'move', key: line.key, offset: -1 })}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`Move ${name} down`}
            disabled={last}
            onClick={() => dispatch({ type: 'move', key: line.key, offset: 1 })}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove ${name}`}
            onClick={() => dispatch({ type: 'remove', key: line.key })}
          />
        </td>
      )}
    </tr>
  );
}
