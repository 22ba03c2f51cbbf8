/**
 * The embedded quote matcher: latency per quote against a 500-service synthetic catalog (p50/p99, and as
 * a ratio to a plain tokenisation pass over the same text in the same run), and precision/recall on the
 * labelled set. Run: npx tsx bench/matcher.ts
 */
import { performance } from 'node:perf_hooks';
import type { CatalogService } from '../server/src/features/ai/catalog';
import { demoCatalog, evaluateMatcher, messageText } from '../server/src/features/ai/evaluation';
import { buildMatcherIndex, matchMessage } from '../server/src/features/ai/matcher';
import { LABELLED_MESSAGES, type LabelledMessage } from '../server/src/features/ai/matcher-fixtures';
import { tokenize } from '../server/src/features/ai/text';
import { acmePlumbing } from '../server/src/seed/tenants/acme';
import { bluewaveGroup } from '../server/src/seed/tenants/bluewave';

const SERVICES = 500;
const ROUNDS = 20;

/** The demo services plus variants ('Premium drain cleaning – zone 7') up to 500, deterministic. */
function syntheticCatalog(): CatalogService[] {
  const base = [...demoCatalog(acmePlumbing), ...demoCatalog(bluewaveGroup)];
  const qualifiers = [
    'Premium',
    'Basic',
    'Express',
    'Commercial',
    'Residential',
    'After-hours',
    'Annual',
    'Remote',
  ];
  const out: CatalogService[] = [...base];
  for (let i = 0; out.length < SERVICES; i++) {
    const source = base[i % base.length] as CatalogService;
    const qualifier = qualifiers[Math.floor(i / base.length) % qualifiers.length] ?? 'Basic';
    out.push({
      ...source,
      id: `${source.id} #${i}`,
      name: `${qualifier} ${source.name.toLowerCase()} – zone ${i % 37}`,
      description: `${source.description} (${qualifier.toLowerCase()} tier, area ${i % 53})`,
    });
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

function time(run: (text: string) => unknown, texts: string[]): number[] {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of texts) {
      const started = performance.now();
      run(text);
      samples.push(performance.now() - started);
    }
  }
  return samples.sort((a, b) => a - b);
}

const catalog = syntheticCatalog();
const texts = LABELLED_MESSAGES.map(messageText);

const indexStarted = performance.now();
const index = buildMatcherIndex(catalog);
const indexMs = performance.now() - indexStarted;

// Warm up both paths so the JIT is not measured.
for (const text of texts) {
  tokenize(text);
  matchMessage(index, text);
}
const baseline = time((text) => tokenize(text), texts);
const matcher = time((text) => matchMessage(index, text), texts);
// A cold request (catalog changed since the last quote): build the index, then match.
const perRequest = time((text) => matchMessage(buildMatcherIndex(catalog), text), texts.slice(0, 10));

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
console.log(`Matcher over a ${catalog.length}-service catalog, ${texts.length} messages × ${ROUNDS} rounds`);
console.log(`  index build:                 ${fmt(indexMs)}`);
console.log(
  `  baseline (tokenise only):    p50 ${fmt(percentile(baseline, 50))}  p99 ${fmt(percentile(baseline, 99))}`,
);
console.log(
  `  match (prebuilt index):      p50 ${fmt(percentile(matcher, 50))}  p99 ${fmt(percentile(matcher, 99))}`,
);
console.log(
  `  build index + match:         p50 ${fmt(percentile(perRequest, 50))}  p99 ${fmt(percentile(perRequest, 99))}`,
);
console.log(
  `  ratio match/baseline:        p50 ${(percentile(matcher, 50) / percentile(baseline, 50)).toFixed(1)}×  p99 ${(percentile(matcher, 99) / percentile(baseline, 99)).toFixed(1)}×`,
);

const labelled = evaluateMatcher();
console.log(`\nLabelled set (${LABELLED_MESSAGES.length} messages, demo catalogs):`);
console.log(
  `  precision ${labelled.precision.toFixed(3)}  recall ${labelled.recall.toFixed(3)}  quantity accuracy ${labelled.quantityAccuracy.toFixed(3)}  (TP ${labelled.truePositives}, FP ${labelled.falsePositives}, FN ${labelled.falseNegatives})`,
);

// Held out: the demo seed's own requests, labelled by whoever wrote the seed, never tuned against.
const seedSet: LabelledMessage[] = (
  [
    ['acme', acmePlumbing],
    ['bluewave', bluewaveGroup],
  ] as const
).flatMap(([tenant, seed]) =>
  seed.messages.map((m) => ({
    tenant,
    subject: m.subject,
    body: m.body.replace(/<[^>]+>/g, ' '),
    expected: (m.wants ?? []).map(([name, quantity]) => [name, quantity] as [string, number]),
  })),
);
const heldOut = evaluateMatcher(seedSet);
console.log(`Seed messages, held out (${seedSet.length}, labels from the seed):`);
console.log(
  `  precision ${heldOut.precision.toFixed(3)}  recall ${heldOut.recall.toFixed(3)}  quantity accuracy ${heldOut.quantityAccuracy.toFixed(3)}`,
);
