import { useEffect } from 'react';
import { apiUrl, skipToken, useGetBrandingQuery, useGetCurrentSessionQuery } from 'shared-api';

export interface TenantBrand {
  tenantName: string;
  /** The sidebar logo, else the main one, on the API host; null without one (the initial letter shows). */
  logoUrl: string | null;
}

/** The signed-in tenant's name and logo, as the sidebar and the phone's top bar show them. */
export function useTenantBrand(): TenantBrand {
  const { data: session } = useGetCurrentSessionQuery();
  const { data: branding, error } = useGetBrandingQuery(session?.tenantId ?? skipToken);

  // The initial letter stays: a missing logo is no reason to interrupt the user.
  useEffect(() => {
    if (error) console.error('Could not load the tenant branding', error);
  }, [error]);

  const logoPath = branding?.sidebarLogoUrl ?? branding?.logoUrl;
  return { tenantName: session?.tenantName ?? '', logoUrl: logoPath ? apiUrl(logoPath) : null };
}
