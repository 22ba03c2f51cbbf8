/**
 * The quote engine on the labelled corpus (server/eval/quotes): precision, recall, f1, exact, qty, nomatch,
 * badprice and p95 for the dev half, the frozen test half and the frozen holdout (a trade nobody tunes on, see
 * docs/quote-eval-labelling.md). `npm run eval:quotes -w server`; with AI_BASE_URL,
 * AI_MODEL (and AI_API_KEY) set, the OpenAI-compatible provider is evaluated instead of the built-in matcher.
 * `--dev` scores the dev half alone, with a line per trade (for tuning). `--misses` lists the dev half's wrong
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
import { createOpenAiCompatibleProvider } from '../src/features/ai/openai-provider';
import { priceProposal } from '../src/features/ai/pricing';
import { buildQuotePrompt, type QuoteMessage } from '../src/features/ai/prompt';
import { matcherProvider, type QuoteProvider } from '../src/features/ai/provider';

function providerFromEnvironment(): QuoteProvider {
  const { AI_BASE_URL: baseUrl, AI_MODEL: model, AI_API_KEY: apiKey = '' } = process.env;
  if (!baseUrl || !model) return matcherProvider;
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
    half.padEnd(14),
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

const provider = providerFromEnvironment();
const engine = engineOf(provider);
console.log(`Quote engine: ${provider.name}`);
console.log(`${'half'.padEnd(14)}  msgs  precision  recall  f1     exact  qty    nomatch  badprice  p95`);
const dev = await scoreEngine(engine, corpus.messages.dev, corpus.catalogs);
console.log(row('dev', dev));
if (process.argv.includes('--dev')) {
  // While tuning: the dev half alone, trade by trade (the test half and the holdout are read once per change).
  for (const trade of new Set(corpus.messages.dev.map((message) => message.trade))) {
    const messages = corpus.messages.dev.filter((message) => message.trade === trade);
    console.log(row(`  ${trade}`, await scoreEngine(engine, messages, corpus.catalogs)));
  }
  // The trades a step is tuned on, and the validation trades it must not lower, each pooled.
  const tuning = corpus.messages.dev.filter((message) => !isValidation(message));
  console.log(row('  (tuning)', await scoreEngine(engine, tuning, corpus.catalogs)));
  const validating = corpus.messages.dev.filter(isValidation);
  console.log(row('  (validation)', await scoreEngine(engine, validating, corpus.catalogs)));
} else {
  const test = await scoreEngine(engine, corpus.messages.test, corpus.catalogs);
  console.log(row('test', test));
  const holdout = await scoreEngine(engine, corpus.messages.holdout, corpus.catalogs);
  console.log(row('holdout', holdout));
  console.log(
    `f1 gap dev/test ${(dev.f1 - test.f1).toFixed(3)}, dev/holdout ${(dev.f1 - holdout.f1).toFixed(3)} (over 0.05 means over-fitting)`,
  );
}
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
  const after = await scoreEngine(engine, later, corrected);
  console.log(
    `\nCorrections: ${corrections} from the dev half's first messages; its later ${later.length} messages:`,
  );
  console.log(row('before', before));
  console.log(row('after', after));
}

if (process.argv.includes('--corrections')) await correctionsLift(corpus.messages.dev, corpus.catalogs);
