import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** The line under the title: the screen's subtitle, or a description such as a count. */
  subtitle?: ReactNode;
  /** Shown beside the title, e.g. count tags. */
  badges?: ReactNode;
  /** Actions at the right, e.g. an Add button. */
  extra?: ReactNode;
}

/** A screen's heading: the title is the page's h1. */
export function PageHeader({ title, subtitle, badges, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      component="header"
      justify="space-between"
      align="flex-start"
      wrap
      gap="middle"
      style={{ marginBottom: 24 }}
    >
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex align="center" wrap gap="small">
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
            {title}
          </Typography.Title>
          {badges}
        </Flex>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </Flex>
      {extra && (
        <Flex align="center" wrap gap="small">
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
