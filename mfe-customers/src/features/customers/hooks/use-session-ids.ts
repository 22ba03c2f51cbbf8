import { useGetCurrentSessionQuery } from 'shared-api';

/** The signed-in user's tenant and user ids (undefined until the session has loaded). */
export function useSessionIds(): { tenantId?: string; userId?: string } {
  const { data: session } = useGetCurrentSessionQuery();
  return { tenantId: session?.tenantId, userId: session?.userId };
}
