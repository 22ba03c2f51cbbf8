import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { pageCspNonce } from '../theme/csp-nonce';
import { bodyDocument, hasRemoteImages } from './body-document';

/**
 * The message body in a sandboxed iframe: no scripts, an opaque origin (no access to the app, its cookies or
 * storage), links only in a new context, and remote images (tracking pixels) blocked by a CSP until asked for.
 */
export function MessageBodyFrame({ html, title }: { html: string; title: string }) {
  const [remoteImages, setRemoteImages] = useState(false);
  const blocked = useMemo(() => hasRemoteImages(html), [html]);
  const srcDoc = useMemo(
    () => bodyDocument(html, { remoteImages, nonce: pageCspNonce() }),
    [html, remoteImages],
  );
  return (
    <>
      {blocked && !remoteImages && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message="Remote images are blocked to protect your privacy."
          action={
            <Button size="small" onClick={() => setRemoteImages(true)}>
              Load remote images
            </Button>
          }
        />
      )}
      <iframe
        title={title}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={srcDoc}
        style={{
          width: '100%',
          flex: 1,
          minHeight: 320,
          border: 'none',
          background: '#fff',
          borderRadius: 6,
        }}
      />
    </>
  );
}
