// Types of shared-deps.mjs for the TypeScript that imports it (its tests).
export declare const SHARED_SINGLETONS: string[];
export declare const FACADES: Record<string, string>;
export declare const FACADE_SOURCES: Record<string, string>;
export declare const ANTD_ON_DEMAND: string[];
export declare const ON_DEMAND_SHARED: string[];
export declare function onDemandProvidesModule(): string;
export declare function sharedConfig(build: {
  host: boolean;
  production: boolean;
  dependencies: Record<string, string>;
}): Record<string, Record<string, unknown>>;
