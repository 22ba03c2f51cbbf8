import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ProductLogo } from './product-logo';

/** The page heading of a signed-out card. */
export function SignedOutTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** The centred, branded card of the pages shown before sign-in (login, forgot and set password). */
export function SignedOutCard({ children }: { children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
          <ProductLogo size={32} />
          <Typography.Text strong>QuoteDesk</Typography.Text>
        </div>
        {children}
      </Card>
    </main>
  );
}
