import { theme } from 'antd';
import type { CSSProperties } from 'react';
import {
  LineActions,
  LineDescription,
  type LinePartProps,
  LineQuantity,
  LineUnitPrice,
  lineTotalText,
  type QuoteLinesProps,
} from './quote-line-parts';

/**
 * The quote's lines as a table, in order: catalog lines show the service and its copied price, custom lines
 * (marked) are typed; each has its quantity, its total as typed, and Move up / Move down / Remove buttons.
 */
export function QuoteLinesTable({ lines, problems, readOnly, dispatch }: QuoteLinesProps) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: '6px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    verticalAlign: 'top',
  };
  const number: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
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
        {lines.map((line, index) => {
          const part: LinePartProps = {
            line,
            position: index + 1,
            last: index === lines.length - 1,
            problems: problems[line.key] ?? {},
            readOnly,
            dispatch,
          };
          return (
            <tr key={line.key} data-testid="quote-line">
              <td style={cell}>
                <LineDescription {...part} />
              </td>
              <td style={cell}>
                <LineQuantity {...part} />
              </td>
              <td style={cell}>{line.unit ?? ''}</td>
              <td style={cell}>
                <LineUnitPrice {...part} />
              </td>
              <td style={number}>{lineTotalText(line)}</td>
              {!readOnly && (
                <td style={number}>
                  <LineActions {...part} />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
