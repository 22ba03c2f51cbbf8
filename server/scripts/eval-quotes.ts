/**
 * The quote engine on the labelled corpus (server/eval/quotes): precision, recall, f1, exact, qty, nomatch,
 * badprice and p95 for the dev and the frozen test half. `npm run eval:quotes -w server`; with AI_BASE_URL,
 * AI_MODEL (and AI_API_KEY) set, the OpenAI-compatible provider is evaluated instead of the built-in matcher.
 * `--misses` lists the dev half's wrong messages (never the test half's: it is not for tuning).
 */
import type { CatalogService } from '../src/features/ai/catalog';
import { loadCorpus, sha256, testHalfFiles } from '../src/features/ai/evaluation/corpus';
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
    half.padEnd(5),
    String(s.messages).padStart(4),
    ...[s.precision, s.recall, s.f1, s.exact, s.qty, s.nomatch].map(fixed),
    String(s.badprice).padStart(8),
    `${s.p95Ms.toFixed(2)} ms`,
  ].join('  ');

const corpus = loadCorpus();
const changed = testHalfFiles(corpus.split).filter((file) => corpus.split.frozen[file] !== sha256(file));
if (changed.length > 0)
  console.warn(`The frozen test half changed since it was frozen: ${changed.join(', ')}`);

const provider = providerFromEnvironment();
const engine = engineOf(provider);
console.log(`Quote engine: ${provider.name}`);
console.log('half  msgs  precision  recall  f1     exact  qty    nomatch  badprice  p95');
const dev = await scoreEngine(engine, corpus.messages.dev, corpus.catalogs);
console.log(row('dev', dev));
const test = await scoreEngine(engine, corpus.messages.test, corpus.catalogs);
console.log(row('test', test));
console.log(`dev/test f1 gap ${(dev.f1 - test.f1).toFixed(3)} (over 0.05 means over-fitting)`);
if (process.argv.includes('--misses')) {
  for (const miss of dev.misses)
    console.log(`${miss.id}\n  expected ${miss.expected.join('; ')}\n  got      ${miss.got.join('; ')}`);
}
