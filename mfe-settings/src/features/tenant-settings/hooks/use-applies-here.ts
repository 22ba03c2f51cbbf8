import { useGetCurrentSessionQuery } from 'shared-api';

/** Whether the app is showing this tenant's theme: a super admin may edit another tenant's branding. */
export function useAppliesHere(tenantId: string | undefined): boolean {
  const { data: session } = useGetCurrentSessionQuery();
  return !!tenantId && session?.tenantId === tenantId;
}
