import { z } from 'zod';
import { requestId } from './entities';
import type { EndpointName } from './routes';

/**
 * Who may call an endpoint. The server installs the matching guard from this, and the API document shows it:
 * `admin` is a tenant admin or super admin; `enrolment` is a session, or a sign-in enrolling its second factor; `inboundKey` is a provider holding the tenant's bearer key.
 */
export type Access = 'public' | 'session' | 'enrolment' | 'admin' | 'superAdmin' | 'inboundKey';

/** An answer that is not JSON: documented, never serialized (an empty 204, a redirect, a page, a stream). */
export interface OtherResponse {
  description: string;
  contentType?: string;
}

export type EndpointResponse = z.ZodType | OtherResponse;

/** The schemas of one call of `API_ROUTES`: what it reads, what it answers per status, and who may call it. */
export interface EndpointSchemas {
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart upload instead of a JSON body: the name of its one file part. */
  filePart?: string;
  responses: Partial<Record<200 | 201 | 202 | 204 | 302, EndpointResponse>>;
}

export type EndpointGroup = Partial<Record<EndpointName, EndpointSchemas>>;

export const NO_CONTENT: OtherResponse = { description: 'Done; no content' };
export const REDIRECT: OtherResponse = { description: 'Redirects the browser' };

export const isJsonResponse = (response: EndpointResponse): response is z.ZodType =>
  response instanceof z.ZodType;

/** `{ [name]: uuid }` path parameters, with the 400 message naming what the id is for. */
export const idParams = <Name extends string>(name: Name, what: string) =>
  z.object({ [name]: requestId(`Invalid ${what} id`) } as Record<Name, z.ZodUUID>);

export const tenantQuery = z.object({ tenantId: requestId('Invalid tenant id').optional() });

/** The most rows one page answers; a larger `limit` is lowered to it. */
export const MAX_PAGE_SIZE = 200;

const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
  .meta({ format: 'int32', description: `Page size; above ${MAX_PAGE_SIZE}, ${MAX_PAGE_SIZE}` });

/** The cursor a page handed out as `nextCursor`; valid for the same list of the same tenant only. */
const pageCursor = z.string().max(512).optional();

/**
 * Keyset paging for list calls: the classic call (none of the new parameters) answers the whole list in its
 * classic shape; `limit`, `cursor` or a filter of the new ones asks for one page (`DEFAULT_PAGE_SIZE` rows
 * unless told), with the cursor of the next.
 */
export const pageQuery = z.object({ limit: pageLimit.optional(), cursor: pageCursor });

/** Rows of a page when the call names no `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/** A search box's text: trimmed; blank searches nothing. */
export const searchQuery = z.string().trim().max(200, 'search is too long').optional();
