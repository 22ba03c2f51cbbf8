import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useGetCurrentSessionQuery, useImportGmailMessagesMutation } from 'shared-api';
import { toast } from 'shared-ui';

/**
 * Arrival from Google sign-in (spec §2 Dashboard, §4 Dashboard Gmail import): clears `?sso=true`, greets the
 * user, and when Gmail was connected too starts one import, guarded against repeats while it runs.
 */
export function useSignInWelcome(): void {
  const [params, setParams] = useSearchParams();
  const { data: session } = useGetCurrentSessionQuery();
  const [importGmail] = useImportGmailMessagesMutation();
  const importing = useRef(false);
  const sso = params.get('sso') === 'true';
  const gmail = params.get('gmail') === 'true';

  useEffect(() => {
    if (!sso || !session) return;
    setParams({}, { replace: true });
    if (!gmail) {
      toast.success("Welcome! You're now signed in.", { duration: 3000 });
      return;
    }
    toast.success('Welcome! Your Gmail has been connected automatically.', {
      description: 'Importing your recent messages...',
      duration: 5000,
    });
    if (importing.current) return;
    importing.current = true;
    importGmail({ tenantId: session.tenantId, userId: session.userId })
      .unwrap()
      .then(({ imported }) => toast.success(`Imported ${imported} Gmail message(s)`, { duration: 4000 }))
      .catch((error: unknown) => console.error('The Gmail auto-import failed', error))
      .finally(() => {
        importing.current = false;
      });
  }, [sso, gmail, session, setParams, importGmail]);
}
