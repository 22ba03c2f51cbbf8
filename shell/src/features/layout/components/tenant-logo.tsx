import { useState } from 'react';
import { tenantInitial } from 'shared-api';

interface Props {
  tenantName: string;
  logoUrl: string | null;
  collapsed: boolean;
}

/**
 * The sidebar's tenant logo (52×40 units expanded, 16×16 collapsed), else the name's initial letter.
 * Render it with `key={logoUrl}` so a new logo gets a fresh load attempt.
 */
export function TenantLogo({ tenantName, logoUrl, collapsed }: Props) {
  const [failed, setFailed] = useState(false);

  if (logoUrl && !failed) {
    return (
      <img
        src={logoUrl}
        alt={`${tenantName} logo`}
        onError={() => {
          console.error('The sidebar logo failed to load', logoUrl);
          setFailed(true);
        }}
        style={collapsed ? { maxWidth: 64, maxHeight: 64 } : { maxWidth: 208, maxHeight: 160 }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="tenant-initial"
      style={{
        width: 40,
        height: 40,
        flex: 'none',
        borderRadius: 8,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: 18,
        color: 'var(--qd-primary-foreground, #fff)',
        background: 'var(--qd-primary, #1d4ed8)',
      }}
    >
      {tenantInitial(tenantName)}
    </span>
  );
}
