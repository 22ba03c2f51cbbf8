import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
} from 'react';

/** A federated module whose default export is a component: `<remote>/<exposed module>`. */
export interface RemoteRef {
  /** The remote's federation name, e.g. `mfe_customers`. */
  remote: string;
  /** The exposed module, e.g. `./CustomerForm`. */
  module: string;
}

const idOf = ({ remote, module }: RemoteRef) => `${remote}/${module.replace(/^\.\//, '')}`;

/** Components already loaded in this page, by federated id: rendered at once, without suspending again. */
const loadedComponents = new Map<string, ComponentType<never>>();

/**
 * Tries per load. The server hints a page's remote files as `Link` preloads; a preload that failed (the remote
 * was down) answers the next request for its URL once, with its failure and without the network. The manifest,
 * the entry and the page's chunks are fetched one after the other, so a load after an outage may meet up to
 * three stale failures before it reaches the network.
 */
const LOAD_ATTEMPTS = 3;

async function loadRemoteModule<T>(id: string): Promise<T | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadRemote<T>(id);
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw error;
    }
  }
}

/** Loads an exposed module whose default export is a component; `Extra` types its other (optional) exports. */
export async function loadRemoteComponent<P extends object, Extra extends object = object>(
  ref: RemoteRef,
): Promise<{ default: ComponentType<P> } & Partial<Extra>> {
  const loaded = await loadRemoteModule<{ default: ComponentType<P> } & Partial<Extra>>(idOf(ref));
  if (!loaded?.default) throw new Error(`${ref.remote} did not expose a component at ${ref.module}`);
  loadedComponents.set(idOf(ref), loaded.default as ComponentType<never>);
  return loaded;
}

interface FederatedComponentProps<P extends object> extends RemoteRef {
  /** Props passed to the remote component. */
  props: P;
  /** Shown while the remote's code loads. */
  loading: ReactNode;
  /** Shown when the remote cannot be loaded or throws while rendering; `retry` loads it again. */
  fallback: (retry: () => void) => ReactNode;
}

/**
 * Renders a component another deployable exposes (a shell screen, or one remote's form inside another remote),
 * loaded at run time through the federation runtime, and kept inside its own area when it fails.
 */
export function FederatedComponent<P extends object>({
  remote,
  module,
  props,
  loading,
  fallback,
}: FederatedComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const ready = loadedComponents.get(idOf({ remote, module })) as ComponentType<P> | undefined;
  // A component loaded before (e.g. preloaded while the session was fetched) renders at once: suspending
  // again would cost React's 300 ms fallback throttle on every screen. Otherwise a new lazy component per
  // attempt, so a retry loads the remote again instead of replaying the failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  const Loaded = useMemo(
    () => ready ?? lazy(() => loadRemoteComponent<P>({ remote, module })),
    [remote, module, attempt, ready],
  );
  return (
    <FederatedErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={fallback}
    >
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </FederatedErrorBoundary>
  );
}

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class FederatedErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A federated module failed to load or render', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
