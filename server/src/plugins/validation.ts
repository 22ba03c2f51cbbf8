import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldIssue, joinIssues, missingField } from 'shared-api/contract';
import type { z } from 'zod';
import { HttpError } from './errors';

/** A plugin whose route schemas are zod schemas: handlers see the parsed (output) types. */
export type ZodPlugin<Options extends object = Record<never, never>> = FastifyPluginAsyncZod<Options>;

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Headers',
};

/** Validates with the route's zod schema; failures become 400 `{ error }` with one readable sentence. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, describeIssues(result.error.issues, data, httpPart)) };
  };

/** In the contract's wording of field problems (field-issues.ts), so a form can put each under its field. */
function describeIssues(issues: z.core.$ZodIssue[], data: unknown, httpPart: string | undefined): string {
  return joinIssues(
    issues.map((issue) => {
      const field = issue.path.join('.');
      if (!field) return `${PART_NAMES[httpPart ?? ''] ?? 'Input'}: ${issue.message}`;
      const missing = issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined;
      return missing ? missingField(field) : fieldIssue(field, issue.message);
    }),
  );
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
