import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';

/** Lets route schemas be zod schemas: handlers see the parsed (output) types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type ZodPlugin<Options extends object = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ZodTypeProvider
>;

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

function describeIssues(issues: z.core.$ZodIssue[], data: unknown, httpPart: string | undefined): string {
  return issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (!field) return `${PART_NAMES[httpPart ?? ''] ?? 'Input'}: ${issue.message}`;
      const missing = issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined;
      return missing ? `${field} is required` : `${field}: ${issue.message}`;
    })
    .join('; ');
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
