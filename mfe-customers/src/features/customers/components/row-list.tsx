import type { CSSProperties, ReactElement } from 'react';

const LIST: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: '1px solid var(--ant-color-border-secondary)',
  borderRadius: 'var(--ant-border-radius-lg)',
};
const ROW: CSSProperties = { padding: '12px 16px', borderTop: '1px solid var(--ant-color-border-secondary)' };

/** A bordered list of rows, one per child (keyed), in antd's colours: what the detail tabs list. */
export function RowList({ label, children }: { label: string; children: ReactElement[] }) {
  return (
    <ul aria-label={label} style={LIST}>
      {children.map((child, index) => (
        <li key={child.key} style={index === 0 ? { ...ROW, borderTop: 'none' } : ROW}>
          {child}
        </li>
      ))}
    </ul>
  );
}
