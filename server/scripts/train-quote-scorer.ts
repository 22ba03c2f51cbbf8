/**
 * Trains the quote engine's scorer (src/features/ai/meaning/scorer-weights.json) on the corpus's tuning trades:
 * every dev message but the validation trades'. Prints precision, recall and f1 of the tuning and validation
 * trades at each threshold, then writes the weights with the threshold best on the tuning trades.
 * `npm run train:scorer -w server`. The test half and the holdouts are never read here.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import LogisticRegression from 'ml-logistic-regression';
import { Matrix } from 'ml-matrix';
import type { CatalogService } from '../src/features/ai/catalog';
import { type LabelledMessage, loadCorpus, tradeOf } from '../src/features/ai/evaluation/corpus';
import { scoreEngine } from '../src/features/ai/evaluation/scores';
import type { Proposal } from '../src/features/ai/matcher';
import { piecesOf } from '../src/features/ai/meaning/clauses';
import { cosine } from '../src/features/ai/meaning/encoder';
import { judged, type MessageReading, readMessage } from '../src/features/ai/meaning/engine';
import { FEATURE_NAMES, type ServiceMeaning } from '../src/features/ai/meaning/features';
import { asksProbability, type PieceIntentWeights } from '../src/features/ai/meaning/piece-intent';
import type { ScorerWeights } from '../src/features/ai/meaning/scorer';
import { serviceMeanings } from '../src/features/ai/meaning/service-meanings';
import { priceProposal } from '../src/features/ai/pricing';
import { matcherProposal, matcherText } from '../src/features/ai/provider';
import { cachedSentenceEncoder } from './cached-encoder';

const f = (value: number) => value.toFixed(3);
const corpus = loadCorpus();
const encoder = await cachedSentenceEncoder();
const meanings = new Map<string, ServiceMeaning[]>();
for (const [trade, catalog] of corpus.catalogs) meanings.set(trade, await serviceMeanings(encoder, catalog));

const validationTrades = new Set(corpus.split.validation.map(tradeOf));
const isValidation = (message: LabelledMessage) => validationTrades.has(message.trade);
const tuning = corpus.messages.dev.filter((message) => !isValidation(message));
const validation = corpus.messages.dev.filter(isValidation);

/** A logistic regression's bias and weights, fitted on rows with no bias column. */
function fitLogistic(rows: readonly number[][], labels: readonly number[], numSteps: number) {
  const model = new LogisticRegression({ numSteps, learningRate: 5e-4 });
  model.train(new Matrix(rows.map((row) => [1, ...row])), Matrix.columnVector([...labels]));
  // One-vs-all over classes 0 and 1: the first classifier scores "not 0", that is the probability of 1.
  const [bias = 0, ...weights] = model.classifiers[0]?.weights.to1DArray() ?? [];
  return { bias, weights };
}

/** The area under the ROC curve of scores against labels: how well they rank the ones above the zeros. */
function auc(scores: readonly number[], labels: readonly number[]): number {
  const order = scores.map((score, i) => ({ score, label: labels[i] })).sort((a, b) => b.score - a.score);
  let ones = 0;
  let area = 0;
  for (const { label } of order) {
    if (label) ones++;
    else area += ones;
  }
  const zeros = labels.length - ones;
  return ones === 0 || zeros === 0 ? 1 : area / (ones * zeros);
}

// Stage 1, the piece intent: a piece asks when a requested service of the message reads most like it.
const requests = new Map<string, { requested: string; lexical: Proposal }>();
const pieceRows = {
  tuning: [] as number[][],
  tuningLabels: [] as number[],
  validation: [] as number[][],
  validationLabels: [] as number[],
};
for (const message of corpus.messages.dev) {
  const catalog = corpus.catalogs.get(message.trade) ?? [];
  const asQuoted = { subject: message.subject, content: message.body };
  const requested = matcherText(asQuoted);
  requests.set(message.id, { requested, lexical: matcherProposal(asQuoted, catalog) });
  const pieces = piecesOf(requested);
  if (pieces.length === 0) continue;
  const vectors = await encoder.embed(pieces);
  const services = meanings.get(message.trade) ?? [];
  const asking = new Set(
    message.expected.map(({ service }) => {
      const meaning = services.find((s) => s.serviceId === service);
      const near = vectors.map((vector) => (meaning ? cosine(vector, meaning.text) : 0));
      return near.indexOf(Math.max(...near));
    }),
  );
  const into = isValidation(message) ? 'validation' : 'tuning';
  vectors.forEach((vector, p) => {
    pieceRows[into].push(Array.from(vector));
    pieceRows[`${into}Labels`].push(asking.has(p) ? 1 : 0);
  });
}
const intent: PieceIntentWeights = {
  model: encoder.model,
  ...fitLogistic(pieceRows.tuning, pieceRows.tuningLabels, 1000),
};
const asks = (rows: number[][]) => rows.map((row) => asksProbability(intent, Float32Array.from(row)));
console.log(
  `piece intent: ${pieceRows.tuning.length} tuning pieces, AUC ${f(auc(asks(pieceRows.tuning), pieceRows.tuningLabels))};`,
  `validation ${pieceRows.validation.length}, AUC ${f(auc(asks(pieceRows.validation), pieceRows.validationLabels))}`,
);

// Stage 2, the candidates of each message with the piece intent among their features.
const readings = new Map<string, { reading: MessageReading; lexical: Proposal }>();
for (const message of corpus.messages.dev) {
  const { requested, lexical } = requests.get(message.id) as { requested: string; lexical: Proposal };
  const reading = await readMessage(encoder, intent, requested, meanings.get(message.trade) ?? [], lexical);
  readings.set(message.id, { reading, lexical });
}
encoder.save();

function dataset(messages: readonly LabelledMessage[]) {
  const rows: number[][] = [];
  const labels: number[] = [];
  for (const message of messages) {
    const expected = new Set(message.expected.map((line) => line.service));
    for (const candidate of readings.get(message.id)?.reading.candidates ?? []) {
      rows.push(candidate.values);
      labels.push(expected.has(candidate.serviceId) ? 1 : 0);
    }
  }
  return { rows, labels };
}

const { rows, labels } = dataset(tuning);
const column = (c: number) => rows.map((row) => row[c] ?? 0);
const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const mean = FEATURE_NAMES.map((_, c) => average(column(c)));
const std = FEATURE_NAMES.map(
  (_, c) => Math.sqrt(average(column(c).map((v) => (v - (mean[c] ?? 0)) ** 2))) || 1,
);
const standardised = rows.map((row) => row.map((value, c) => (value - (mean[c] ?? 0)) / (std[c] ?? 1)));
const { bias, weights } = fitLogistic(standardised, labels, 4000);

const scorerAt = (threshold: number): ScorerWeights => ({
  features: FEATURE_NAMES,
  mean,
  std,
  weights,
  bias,
  threshold,
});

const engineAt =
  (threshold: number) => async (message: LabelledMessage, catalog: readonly CatalogService[]) => {
    const read = readings.get(message.id);
    if (!read) throw new Error(`unread ${message.id}`);
    return priceProposal(judged(read.lexical, read.reading, scorerAt(threshold)), catalog).content;
  };
const lexicalEngine = async (message: LabelledMessage, catalog: readonly CatalogService[]) =>
  priceProposal(readings.get(message.id)?.lexical ?? { lines: [], unmatched: [] }, catalog).content;

const line = (label: string, s: Awaited<ReturnType<typeof scoreEngine>>) =>
  `${label.padEnd(12)} P ${f(s.precision)} R ${f(s.recall)} f1 ${f(s.f1)} exact ${f(s.exact)} qty ${f(s.qty)} nomatch ${f(s.nomatch)}`;

console.log(`${rows.length} candidates, ${labels.filter(Boolean).length} asked for`);
console.log(FEATURE_NAMES.map((name, i) => `${name} ${f(weights[i] ?? 0)}`).join(', '), `bias ${f(bias)}`);
console.log(line('lexical tun', await scoreEngine(lexicalEngine, tuning, corpus.catalogs)));
console.log(line('lexical val', await scoreEngine(lexicalEngine, validation, corpus.catalogs)));
let best = { threshold: 0.5, f1: -1 };
for (let threshold = 0.2; threshold <= 0.8; threshold += 0.05) {
  const onTuning = await scoreEngine(engineAt(threshold), tuning, corpus.catalogs);
  const onValidation = await scoreEngine(engineAt(threshold), validation, corpus.catalogs);
  console.log(line(`t=${f(threshold)} tun`, onTuning), '|', line('val', onValidation));
  if (onTuning.f1 > best.f1) best = { threshold, f1: onTuning.f1 };
}
const folder = path.resolve(import.meta.dirname, '../src/features/ai/meaning');
writeFileSync(path.join(folder, 'piece-intent-weights.json'), `${JSON.stringify(intent, null, 2)}\n`);
writeFileSync(
  path.join(folder, 'scorer-weights.json'),
  `${JSON.stringify(scorerAt(Number(best.threshold.toFixed(2))), null, 2)}\n`,
);
console.log(
  `threshold ${best.threshold.toFixed(2)}: weights written to ${path.relative(process.cwd(), folder)}`,
);
