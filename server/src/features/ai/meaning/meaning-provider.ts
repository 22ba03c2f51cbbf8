import type { CatalogService } from '../catalog';
import type { Proposal } from '../matcher';
import type { QuoteMessage } from '../prompt';
import {
  MATCHER_MODEL,
  MATCHER_VERSION,
  matcherProposal,
  matcherText,
  type QuoteProvider,
} from '../provider';
import { loadedSentenceEncoder, type SentenceEncoder } from './encoder';
import { judged, readMessage } from './engine';
import type { ServiceMeaning } from './features';
import type { PieceVectors } from './message-pieces';
import { type PieceIntentWeights, trainedPieceIntent } from './piece-intent';
import { type ScorerWeights, trainedScorer } from './scorer';

export interface MeaningEngine {
  encoder: () => SentenceEncoder | null;
  scorer: ScorerWeights;
  intent: PieceIntentWeights;
}

const meaningsOf = (catalog: readonly CatalogService[]): ServiceMeaning[] =>
  catalog.flatMap((service) => (service.meaning ? [service.meaning] : []));

/**
 * The built-in engine: the lexical matcher's proposal, re-judged by the learned scorer with the meaning of the
 * message's pieces (`stored` when the message-meanings job has read it) and of the services (meaning/engine.ts).
 * Until the encoder has loaded, where it failed to, when it fails on this message, or while no service of the
 * catalog has its vectors yet, the lexical proposal is the answer, logged as such.
 */
export async function meaningProposal(
  engine: MeaningEngine,
  message: Pick<QuoteMessage, 'subject' | 'content'>,
  catalog: readonly CatalogService[],
  stored?: PieceVectors | null,
): Promise<{ proposal: Proposal; model: string }> {
  const lexical = matcherProposal(message, catalog);
  const encoder = engine.encoder();
  const services = meaningsOf(catalog);
  if (!encoder || services.length === 0) return { proposal: lexical, model: MATCHER_MODEL };
  // The encoder's thread may end under a quote (the next meaning job starts another): that quote is the lexical one.
  const reading = await readMessage(
    encoder,
    engine.intent,
    matcherText(message),
    services,
    lexical,
    stored,
  ).catch(() => null);
  if (!reading) return { proposal: lexical, model: MATCHER_MODEL };
  return { proposal: judged(lexical, reading, engine.scorer), model: `${MATCHER_MODEL}+${encoder.model}` };
}

export function createMeaningProvider(
  engine: MeaningEngine = {
    encoder: loadedSentenceEncoder,
    scorer: trainedScorer(),
    intent: trainedPieceIntent(),
  },
): QuoteProvider {
  return {
    name: 'matcher',
    async propose({ message, catalog, messageMeaning }) {
      const { proposal, model } = await meaningProposal(engine, message, catalog, messageMeaning);
      return { proposal, model, version: MATCHER_VERSION, raw: JSON.stringify(proposal) };
    },
  };
}
