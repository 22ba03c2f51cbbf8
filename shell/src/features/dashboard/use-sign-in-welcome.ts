import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  type GmailImport,
  useGetCurrentSessionQuery,
  useGmailImport,
  useImportGmailMessagesMutation,
} from 'shared-api';
import { toast } from 'shared-ui';

const announceImported = (result: GmailImport) => {
  if (result.status === 'succeeded') {
    toast.success(`Imported ${result.imported} Gmail message(s)`, { duration: 4000 });
  }
};

/**
 * Arrival from Google sign-in: clears `?sso=true`, greets the user, and when Gmail was connected too starts one
 * import (a background job) and tells its count when it ends. Each landing is welcomed once.
 */
export function useSignInWelcome(): void {
  const [params, setParams] = useSearchParams();
  const { data: session } = useGetCurrentSessionQuery();
  const [importGmail] = useImportGmailMessagesMutation();
  // Followed from the moment this arrival starts one: an ordinary visit asks nothing.
  const [watching, setWatching] = useState(false);
  const { follow } = useGmailImport(watching, announceImported);
  const landing = useLocation().key;
  // Clearing the flags is a navigation, which renders in a transition: until it commits, an effect run again
  // (StrictMode, a new session object) still reads them. So the landing, once welcomed, stays welcomed.
  const welcomed = useRef<string | null>(null);
  const sso = params.get('sso') === 'true';
  const gmail = params.get('gmail') === 'true';

  useEffect(() => {
    if (!sso || !session || welcomed.current === landing) return;
    welcomed.current = landing;
    setParams({}, { replace: true });
    if (!gmail) {
      toast.success("Welcome! You're now signed in.", { duration: 3000 });
      return;
    }
    toast.success('Welcome! Your Gmail has been connected automatically.', {
      description: 'Importing your recent messages...',
      duration: 5000,
    });
    importGmail({ tenantId: session.tenantId, userId: session.userId })
      .unwrap()
      .then((started) => {
        if (started.import) follow(started.import.id);
        setWatching(true);
      })
      .catch((error: unknown) => console.error('The Gmail auto-import failed', error));
  }, [sso, gmail, session, landing, setParams, importGmail, follow]);
}
