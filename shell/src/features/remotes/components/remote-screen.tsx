import { Button, Result, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteComponent, type RemoteRef } from '../remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** Renders one federated screen, with a loading state and a retryable fallback when the remote is unreachable. */
export function RemoteScreen({ remote, module }: RemoteRef) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry loads the remote again instead of replaying the failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Screen = useMemo(
    () => lazy(() => loadRemoteComponent({ remote, module })),
    [remote, module, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <Result
          status="warning"
          title="This screen could not be loaded"
          subTitle="The rest of QuoteDesk still works. Check your connection and try again."
          extra={
            <Button type="primary" onClick={retry}>
              Retry
            </Button>
          }
        />
      )}
    >
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin tip="Loading...">
              <div style={{ minHeight: 64 }} />
            </Spin>
          </div>
        }
      >
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
