import type { ReactNode } from 'react';
import { ProductLogo } from './product-logo';

// Plain elements styled by shell/index.html (in the theme's CSS variables), not antd's Card and Typography: the
// sign-in page's first script stays without the design system, and index.html paints the same card first.

/** The page heading of a signed-out card. */
export function SignedOutTitle({ children }: { children: ReactNode }) {
  return <h1>{children}</h1>;
}

/** A paragraph of a signed-out card. */
export function SignedOutText({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 1em' }}>{children}</p>;
}

/** The centred, branded card of the pages shown before sign-in (login, forgot and set password). */
export function SignedOutCard({ children }: { children: ReactNode }) {
  return (
    <main className="qd-signed-out">
      <div className="qd-signed-out-card">
        <div className="qd-signed-out-brand">
          <ProductLogo size={32} />
          QuoteDesk
        </div>
        {children}
      </div>
    </main>
  );
}
