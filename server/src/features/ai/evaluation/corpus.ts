import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGE_SOURCES } from 'shared-api/contract';
import { z } from 'zod';
import type { CatalogService } from '../catalog';
import { toCents } from '../money';

/**
 * The labelled evaluation corpus (server/eval/quotes, labelled by docs/quote-eval-labelling.md): trade catalogs,
 * messages by author, and the dev/test split whose test half is frozen by hash, plus the holdout (a trade of its own
 * under holdout/, written without reading the engine, frozen too and never tuned on).
 */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'eval', 'quotes');

const catalogFileSchema = z.object({
  trade: z.string().min(1),
  name: z.string().min(1),
  services: z
    .array(
      z.object({
        name: z.string().min(1),
        description: z.string().min(1),
        unit: z.string().min(1),
        price: z.string().regex(/^\d+\.\d{2}$/),
      }),
    )
    .min(30),
});

const expectedLineSchema = z.object({
  service: z.string().min(1),
  quantity: z.number().positive(),
  stated: z.boolean(),
});

const labelledMessageSchema = z.object({
  id: z.string().min(1),
  // Written in capitals in the files, as the labelling guide shows them.
  source: z
    .string()
    .transform((source) => source.toLowerCase())
    .pipe(z.enum(MESSAGE_SOURCES)),
  subject: z.string().nullable(),
  body: z.string().min(1),
  expected: z.array(expectedLineSchema),
  note: z.string().nullish(),
});

const splitSchema = z.object({
  dev: z.array(z.string()),
  test: z.array(z.string()),
  holdout: z.array(z.string()),
  /** Dev files a tuning step reads only by their score (docs/quote-eval-labelling.md, the validation trade). */
  validation: z.array(z.string()).default([]),
  /** SHA-256 of every file the test half and the holdout read, taken before the engine was tuned on them. */
  frozen: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});

export type LabelledMessage = z.infer<typeof labelledMessageSchema> & { trade: string };
export type Split = z.infer<typeof splitSchema>;
export type Half = 'dev' | 'test' | 'holdout';

export interface Corpus {
  catalogs: Map<string, CatalogService[]>;
  messages: Record<Half, LabelledMessage[]>;
  split: Split;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(CORPUS_DIR, file), 'utf8'));

export const sha256 = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(CORPUS_DIR, file)))
    .digest('hex');

/** `messages/<trade>-<author>.json` → its trade. */
export const tradeOf = (messageFile: string) => path.basename(messageFile, '.json').replace(/-[^-]+$/, '');

/** A message file's catalog: `catalogs/<trade>.json` beside its `messages/` folder. */
const catalogFileOf = (messageFile: string) =>
  path.join(path.dirname(path.dirname(messageFile)), 'catalogs', `${tradeOf(messageFile)}.json`);

/** A catalog file as the engine sees a tenant's catalog; the service name doubles as its id. */
export function loadCatalog(catalogFile: string): CatalogService[] {
  const file = catalogFileSchema.parse(readJson(catalogFile));
  return file.services.map(({ name, description, unit, price }) => ({
    id: name,
    name,
    description,
    unit,
    cents: toCents(price),
    catalogName: file.name,
    aliases: [],
  }));
}

export function loadCorpus(): Corpus {
  const split = splitSchema.parse(readJson('split.json'));
  const catalogs = new Map<string, CatalogService[]>();
  const load = (files: string[]) =>
    files.flatMap((file) => {
      const trade = tradeOf(file);
      if (!catalogs.has(trade)) catalogs.set(trade, loadCatalog(catalogFileOf(file)));
      return z
        .array(labelledMessageSchema)
        .parse(readJson(file))
        .map((message) => ({ ...message, trade }));
    });
  return {
    catalogs,
    messages: { dev: load(split.dev), test: load(split.test), holdout: load(split.holdout) },
    split,
  };
}

/** The files frozen by hash: the test half's and the holdout's messages and their catalogs. */
export const frozenFiles = (split: Split) => {
  const messages = [...split.test, ...split.holdout];
  return [...messages, ...new Set(messages.map(catalogFileOf))];
};
