import { Spin } from 'antd';
import { LoadFailure } from 'shared-ui';
import { FederatedComponent, type RemoteRef } from 'shared-ui/remote-host';

const NO_PROPS = {};

/** Renders one federated screen, with a loading state and a retryable fallback when the remote is unreachable. */
export function RemoteScreen({ remote, module }: RemoteRef) {
  return (
    <FederatedComponent
      remote={remote}
      module={module}
      props={NO_PROPS}
      loading={
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin tip="Loading...">
            <div style={{ minHeight: 64 }} />
          </Spin>
        </div>
      }
      fallback={(retry) => (
        <LoadFailure
          title="This screen could not be loaded"
          description="The rest of QuoteDesk still works. Check your connection and try again."
          onRetry={retry}
        />
      )}
    />
  );
}
