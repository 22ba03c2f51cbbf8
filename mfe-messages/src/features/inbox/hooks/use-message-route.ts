import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** The state of a message URL opened from the list: the list is then one step back in history. */
interface OpenedFromList {
  fromList?: boolean;
}

export interface MessageRoute {
  /** The message the URL opens, or null on the list. */
  messageId: string | null;
  /** Each opening of a message (also of the same one again), or null on the list. */
  opening: string | null;
  openMessage(id: string): void;
  /** Back to the list: a step back when the message was opened from it, else to the list's URL. */
  showList(): void;
}

/**
 * The open message is the URL's, `<inbox>/<id>` (relative: the shell mounts the remote under /messages), so a
 * message can be linked to and the phone's back gesture returns to the list. At most one message entry sits
 * above the list in history: opening another from an open one replaces it.
 */
export function useMessageRoute(): MessageRoute {
  const { messageId = null } = useParams<{ messageId: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as OpenedFromList | null)?.fromList === true;

  const openMessage = useCallback(
    (id: string) => {
      const replace = messageId !== null;
      navigate(encodeURIComponent(id), {
        replace,
        state: replace ? location.state : ({ fromList: true } satisfies OpenedFromList),
      });
    },
    [location.state, messageId, navigate],
  );

  const showList = useCallback(() => {
    if (messageId === null) return;
    if (fromList) navigate(-1);
    else navigate('.', { replace: true });
  }, [fromList, messageId, navigate]);

  return { messageId, opening: messageId === null ? null : location.key, openMessage, showList };
}
