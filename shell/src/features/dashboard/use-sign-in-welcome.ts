import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
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
 * import (a background job, guarded against repeats) and tells its count when it ends.
 */
export function useSignInWelcome(): void {
  const [params, setParams] = useSearchParams();
  const { data: session } = useGetCurrentSessionQuery();
  const [importGmail] = useImportGmailMessagesMutation();
  // Followed from the moment this arrival starts one: an ordinary visit asks nothing.
  const [watching, setWatching] = useState(false);
  const { follow } = useGmailImport(watching, announceImported);
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
      .then((started) => {
        if (started.import) follow(started.import.id);
        setWatching(true);
      })
      .catch((error: unknown) => console.error('The Gmail auto-import failed', error))
      .finally(() => {
        importing.current = false;
      });
  }, [sso, gmail, session, setParams, importGmail, follow]);
}
