// The baseline of the generation bench: one call to the fake model with nothing in between, the
// way the product's model client makes it (streamed chat completion, usage requested), read
// event by event. Its duration is the "model time" the product's end-to-end time is compared to.
import { hostNowMs } from '../lib/stats.mjs';

/**
 * @typedef {object} CallTiming host-clock timestamps (ms) of one measured call
 * @property {string} marker the `bench-call-<id>` that names the call at the fake model
 * @property {number} startedAt just before the request (or the product's `start`)
 * @property {number} firstTokenAt when the caller received the first piece of text
 * @property {number} doneAt when the caller knew the call was over
 */

/**
 * @param {string} modelUrl the fake's base URL (…/v1)
 * @param {string} marker
 * @returns {Promise<CallTiming>}
 */
export async function callModelDirectly(modelUrl, marker) {
  const startedAt = hostNowMs();
  const res = await fetch(`${modelUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
    body: JSON.stringify({
      model: 'bench-fake',
      temperature: 0.4,
      max_tokens: 2_000,
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'You write cover letters.' },
        { role: 'user', content: `Write a cover letter for a bench run (${marker}).` },
      ],
    }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`fake model answered ${res.status}`);
  let firstTokenAt;
  let buffered = '';
  let text = '';
  for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
    buffered += chunk;
    const events = buffered.split('\n\n');
    buffered = events.pop() ?? '';
    for (const event of events) {
      const data = event.replace(/^data: /, '');
      if (data === '[DONE]') continue;
      const delta = JSON.parse(data).choices?.[0]?.delta?.content;
      if (!delta) continue;
      firstTokenAt ??= hostNowMs();
      text += delta;
    }
  }
  const doneAt = hostNowMs();
  if (firstTokenAt === undefined || text.length === 0) throw new Error('fake model streamed no text');
  return { marker, startedAt, firstTokenAt, doneAt };
}
