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
 * import (a background job) and tells its count when it ends. Each landing starts one import at most.
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
  // (StrictMode, a new session object) still reads them. The greeting may show again then; the import, once
  // started for this landing, is never started twice.
  const imported = useRef<string | null>(null);
  const sso = params.get('sso') === 'true';
  const gmail = params.get('gmail') === 'true';

  useEffect(() => {
    if (!sso || !session) return;
    setParams({}, { replace: true });
    if (!gmail) {
      toast.success("Welcome! You're now signed in.", { id: 'sign-in-welcome', duration: 3000 });
      return;
    }
    toast.success('Welcome! Your Gmail has been connected automatically.', {
      id: 'sign-in-welcome',
      description: 'Importing your recent messages...',
      duration: 5000,
    });
    if (imported.current === landing) return;
    imported.current = landing;
    importGmail({ tenantId: session.tenantId, userId: session.userId })
      .unwrap()
      .then((started) => {
        if (started.import) follow(started.import.id);
        setWatching(true);
      })
      .catch((error: unknown) => console.error('The Gmail auto-import failed', error));
  }, [sso, gmail, session, landing, setParams, importGmail, follow]);
}
