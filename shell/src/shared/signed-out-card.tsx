import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import { ProductLogo } from './product-logo';

// Plain elements in antd's colours, not Card and Typography: the sign-in page's first script stays without them
// (Card brings Tabs and Skeleton, Typography its tooltips and editing), and index.html paints the same card first.

/** The page heading of a signed-out card. */
export function SignedOutTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        fontSize: 22,
        fontWeight: token.fontWeightStrong,
        lineHeight: token.lineHeightHeading1,
        color: token.colorTextHeading,
        margin: '0 0 0.5em',
      }}
    >
      {children}
    </h1>
  );
}

/** A paragraph of a signed-out card. */
export function SignedOutText({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 1em' }}>{children}</p>;
}

/** The centred, branded card of the pages shown before sign-in (login, forgot and set password). */
export function SignedOutCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <div
        style={{
          width: '100%',
          maxWidth: 400,
          boxSizing: 'border-box',
          padding: token.paddingLG,
          borderRadius: token.borderRadiusLG,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          background: token.colorBgContainer,
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
          <ProductLogo size={32} />
          <strong>QuoteDesk</strong>
        </div>
        {children}
      </div>
    </main>
  );
}
