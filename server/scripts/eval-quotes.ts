/**
 * The quote engine on the labelled corpus (server/eval/quotes): precision, recall, f1, exact, qty, nomatch,
 * badprice and p95 for the tuning trades, each validation trade, the frozen test half and each frozen holdout trade
 * (trades nobody tunes on, see docs/quote-eval-labelling.md), the lexical engine's row beside the meaning engine's.
 * `npm run eval:quotes -w server`; with AI_BASE_URL, AI_MODEL (and AI_API_KEY) set, the OpenAI-compatible provider
 * is evaluated instead of the built-in engine. `--dev` scores the dev half alone, with a line per trade (for tuning). `--misses` lists the dev half's wrong
 * messages (never the test half's, the holdout's nor the validation trade's: they are not for tuning), `--failures`
 * the same with each message's text. `--corrections`
 * measures what a tenant's "Wrong service?" corrections are worth (see correctionsLift).
 */
import type { CatalogService } from '../src/features/ai/catalog';
import { distinctivePhrase } from '../src/features/ai/correction-phrase';
import {
  frozenFiles,
  type LabelledMessage,
  loadCorpus,
  sha256,
  tradeOf,
} from '../src/features/ai/evaluation/corpus';
import { type QuoteEngine, type Scores, scoreEngine } from '../src/features/ai/evaluation/scores';
import { loadSentenceEncoder } from '../src/features/ai/meaning/encoder';
import { createMeaningProvider } from '../src/features/ai/meaning/meaning-provider';
import { trainedPieceIntent } from '../src/features/ai/meaning/piece-intent';
import { trainedScorer } from '../src/features/ai/meaning/scorer';
import { serviceMeanings } from '../src/features/ai/meaning/service-meanings';
import { createOpenAiCompatibleProvider } from '../src/features/ai/openai-provider';
import { priceProposal } from '../src/features/ai/pricing';
import { buildQuotePrompt, type QuoteMessage } from '../src/features/ai/prompt';
import { matcherProvider, type QuoteProvider } from '../src/features/ai/provider';

function externalProvider(): QuoteProvider | null {
  const { AI_BASE_URL: baseUrl, AI_MODEL: model, AI_API_KEY: apiKey = '' } = process.env;
  if (!baseUrl || !model) return null;
  return createOpenAiCompatibleProvider({ baseUrl, model, apiKey, timeoutMs: 60_000, retries: 1 });
}

const engineOf =
  (provider: QuoteProvider): QuoteEngine =>
  async (labelled, catalog: readonly CatalogService[]) => {
    const message: QuoteMessage = {
      id: labelled.id,
      subject: labelled.subject,
      content: labelled.body,
      senderName: null,
      fromEmail: null,
      fromPhone: null,
    };
    const answer = await provider.propose({ message, catalog, prompt: buildQuotePrompt(message, catalog) });
    return priceProposal(answer.proposal, catalog).content;
  };

const fixed = (value: number) => value.toFixed(3);
const row = (half: string, s: Scores) =>
  [
    half.padEnd(22),
    String(s.messages).padStart(4),
    ...[s.precision, s.recall, s.f1, s.exact, s.qty, s.nomatch].map(fixed),
    String(s.badprice).padStart(8),
    `${s.p95Ms.toFixed(2)} ms`,
  ].join('  ');

const corpus = loadCorpus();
const changed = frozenFiles(corpus.split).filter((file) => corpus.split.frozen[file] !== sha256(file));
if (changed.length > 0)
  console.warn(`Frozen files (test half or holdout) changed since they were frozen: ${changed.join(', ')}`);

const validationTrades = new Set(corpus.split.validation.map(tradeOf));
const isValidation = (message: LabelledMessage) => validationTrades.has(message.trade);

// The encoder as the product runs it (no cache: the p95 includes encoding the message), and each catalog's
// vectors as the product stores them.
const encoder = await loadSentenceEncoder();
const withMeanings = async (catalogs: ReadonlyMap<string, readonly CatalogService[]>) => {
  const ready = new Map<string, CatalogService[]>();
  for (const [trade, catalog] of catalogs) {
    const meanings = await serviceMeanings(encoder, catalog);
    ready.set(
      trade,
      catalog.map((service, i) => ({ ...service, meaning: meanings[i] })),
    );
  }
  return ready;
};
const catalogs = await withMeanings(corpus.catalogs);

const external = externalProvider();
const engines: [string, QuoteEngine][] = external
  ? [[external.name, engineOf(external)]]
  : [
      ['lexical', engineOf(matcherProvider)],
      [
        'meaning',
        engineOf(
          createMeaningProvider({
            encoder: () => encoder,
            scorer: trainedScorer(),
            intent: trainedPieceIntent(),
          }),
        ),
      ],
    ];
const [, engine] = engines.at(-1) as [string, QuoteEngine];

/** One row per engine: the lexical engine's figures beside the meaning engine's, from the same run. */
async function rows(label: string, messages: readonly LabelledMessage[]) {
  for (const [name, each] of engines) {
    console.log(row(`${label} ${name}`, await scoreEngine(each, messages, catalogs)));
  }
}
const byTrade = (messages: readonly LabelledMessage[]) =>
  [...new Set(messages.map((message) => message.trade))].map(
    (trade) => [trade, messages.filter((message) => message.trade === trade)] as const,
  );

console.log(`${'half'.padEnd(22)}  msgs  precision  recall  f1     exact  qty    nomatch  badprice  p95`);
const tuning = corpus.messages.dev.filter((message) => !isValidation(message));
const validating = corpus.messages.dev.filter(isValidation);
if (process.argv.includes('--dev')) {
  // While tuning: the dev half alone, trade by trade (the test half and the holdouts are read once per change).
  for (const [trade, messages] of byTrade(corpus.messages.dev)) await rows(`  ${trade}`, messages);
  await rows('  (tuning)', tuning);
  await rows('  (validation)', validating);
} else {
  await rows('tuning', tuning);
  for (const [trade, messages] of byTrade(validating)) await rows(`validation ${trade}`, messages);
  await rows('test', corpus.messages.test);
  for (const [trade, messages] of byTrade(corpus.messages.holdout)) await rows(`holdout ${trade}`, messages);
}
const dev = await scoreEngine(engine, corpus.messages.dev, catalogs);
const showFailures = process.argv.includes('--failures');
if (showFailures || process.argv.includes('--misses')) {
  const devMessages = new Map(corpus.messages.dev.map((message) => [message.id, message]));
  // The validation trades are read by their scores alone (docs/quote-eval-labelling.md).
  const readable = dev.misses.filter((miss) => {
    const message = devMessages.get(miss.id);
    return message !== undefined && !isValidation(message);
  });
  for (const miss of readable) {
    console.log(`${miss.id}\n  expected ${miss.expected.join('; ')}\n  got      ${miss.got.join('; ')}`);
    for (const line of miss.wrong) console.log(`  wrong    ${line.service} ← “${line.sourceText}”`);
    const message = devMessages.get(miss.id);
    if (showFailures && message) {
      console.log(
        `  message  ${[message.subject, message.body].filter(Boolean).join('\n').replace(/\n/g, '\n           ')}`,
      );
    }
  }
}

/**
 * A tenant's corrections on the dev half: the first half of each author's messages is quoted and each wrong line
 * corrected as a user would ("Wrong service?", choosing a service the message asked for and the quote missed, so
 * the line's distinctive words become an "Also known as" phrase of it, as the server stores them); the second half is then scored without and with
 * those phrases.
 */
async function correctionsLift(
  messages: readonly LabelledMessage[],
  catalogs: Map<string, CatalogService[]>,
) {
  const isEarly = (message: LabelledMessage) => Number(message.id.split('-').at(-1)) <= 20;
  const corrected = new Map(
    [...catalogs].map(([trade, services]) => [
      trade,
      services.map((s) => ({ ...s, aliases: [...s.aliases] })),
    ]),
  );
  let corrections = 0;
  for (const message of messages.filter(isEarly)) {
    const content = await engine(message, catalogs.get(message.trade) ?? []);
    const asked = message.expected.map((line) => line.service);
    const missed = asked.filter((service) => !content.lineItems.some((line) => line.serviceId === service));
    const wrong = content.lineItems.filter((line) => !asked.includes(line.serviceId ?? ''));
    const services = corrected.get(message.trade) ?? [];
    wrong.forEach((line, i) => {
      const right = services.find((service) => service.id === missed[i]);
      const wrongName = services.find((service) => service.id === line.serviceId)?.name;
      const phrase = right
        ? distinctivePhrase(line.sourceText ?? '', { right: right.name, wrong: wrongName })
        : '';
      if (!right || phrase.length < 2 || right.aliases.includes(phrase)) return;
      right.aliases.push(phrase);
      console.log(`  ${right.name} ← “${phrase}” (${line.sourceText})`);
      corrections++;
    });
  }
  const later = messages.filter((message) => !isEarly(message));
  const before = await scoreEngine(engine, later, catalogs);
  // A corrected service's text has changed: its vectors are made again, as the product's job makes them.
  const after = await scoreEngine(engine, later, await withMeanings(corrected));
  console.log(
    `\nCorrections: ${corrections} from the dev half's first messages; its later ${later.length} messages:`,
  );
  console.log(row('before', before));
  console.log(row('after', after));
}

if (process.argv.includes('--corrections')) await correctionsLift(corpus.messages.dev, catalogs);
