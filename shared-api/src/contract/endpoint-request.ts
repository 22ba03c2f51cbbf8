import type { z } from 'zod';
import type { Endpoints } from './endpoints';
import { type EndpointName, fillPath, routeOf } from './routes';

type Part<Name extends EndpointName, Key extends string> =
  Endpoints[Name] extends Record<Key, infer Schema>
    ? Schema extends z.ZodType
      ? z.input<Schema>
      : never
    : never;

type Present<Name extends EndpointName, Key extends string, As extends string> = [Part<Name, Key>] extends [
  never,
]
  ? { [K in As]?: never }
  : Record<never, never> extends Part<Name, Key>
    ? { [K in As]?: Part<Name, Key> }
    : { [K in As]: Part<Name, Key> };

/** What a call sends, typed from its schemas in the contract: path params, query and JSON body. */
export type RequestOf<Name extends EndpointName> = Present<Name, 'params', 'params'> &
  Present<Name, 'query', 'query'> &
  (Endpoints[Name] extends { filePart: string } ? { body: FormData } : Present<Name, 'body', 'body'>);

type Responses<Name extends EndpointName> = Endpoints[Name]['responses'];
type SuccessSchema<Name extends EndpointName> = Responses<Name>[keyof Responses<Name> & (200 | 201 | 202)];

/** What a call answers on success, typed from its response schema in the contract. */
export type ResponseOf<Name extends EndpointName> =
  SuccessSchema<Name> extends z.ZodType ? z.output<SuccessSchema<Name>> : undefined;

/** A call of the contract as RTK Query's `fetchBaseQuery` takes it (its `FetchArgs`). */
export interface ApiRequest {
  url: string;
  method: string;
  params?: object;
  body?: unknown;
}

/** A call of the contract: its method and path, filled in, and what it sends. */
export function endpointRequest<Name extends EndpointName>(
  name: Name,
  ...[request]: Record<never, never> extends RequestOf<Name> ? [RequestOf<Name>?] : [RequestOf<Name>]
): ApiRequest {
  const { method, path } = routeOf(name);
  const { params, query, body } = (request ?? {}) as { params?: object; query?: object; body?: unknown };
  return {
    url: fillPath(path, params as Record<string, string>),
    method,
    ...(query && { params: query }),
    ...(body !== undefined && { body }),
  };
}
