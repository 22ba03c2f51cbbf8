import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** A short list of rows (a label on the left, a figure on the right), separated by hairlines. */
export function FigureList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex component="ul" vertical aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </Flex>
  );
}

export function FigureRow({ children, end }: { children: ReactNode; end: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="li"
      justify="space-between"
      align="center"
      gap={12}
      style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex vertical style={{ minWidth: 0 }}>
        {children}
      </Flex>
      {end}
    </Flex>
  );
}
