import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** A federated module the shell renders: `<remote>/<exposed module>` whose default export is a component. */
export interface RemoteRef {
  remote: string;
  module: string;
}

export async function loadRemoteComponent({
  remote,
  module,
}: RemoteRef): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote} did not expose a component at ${module}`);
  return loaded;
}
