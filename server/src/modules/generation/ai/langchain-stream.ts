import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { type BaseMessage, HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { MessageChunk } from './message-chunk.js';
import { buildChatModel, type LangchainModelSettings } from './model-factory.js';

/**
 * A document streamed through the provider's langchain client (Anthropic, Google, Mistral,
 * Cohere). Loaded on the first such call only: a product talking to an OpenAI-compatible
 * provider never loads langchain (openai-chat-stream.ts).
 */
export async function streamWithLangchain(
  settings: LangchainModelSettings,
  prompts: { system: string; user: string },
  signal: AbortSignal,
): Promise<AsyncIterable<MessageChunk>> {
  const model = await buildChatModel(settings);
  return streamChunks(model, [new SystemMessage(prompts.system), new HumanMessage(prompts.user)], signal);
}

/**
 * The model's message chunks as the provider streams them. Straight from the provider's own
 * streaming method where it has one: langchain's stream() adds per chunk a web ReadableStream
 * step, callbacks and a merge of every chunk so far, none of which a document needs.
 */
function streamChunks(
  model: BaseChatModel,
  messages: BaseMessage[],
  signal: AbortSignal,
): AsyncIterable<MessageChunk> {
  const native = model._streamResponseChunks !== BaseChatModel.prototype._streamResponseChunks;
  if (!native || model.disableStreaming) return iterate(model.stream(messages, { signal }));
  return messagesOf(model._streamResponseChunks(messages, { signal } as BaseChatModel['ParsedCallOptions']));
}

async function* iterate<T>(stream: Promise<AsyncIterable<T>>): AsyncGenerator<T> {
  yield* await stream;
}

async function* messagesOf(chunks: AsyncIterable<{ message: unknown }>): AsyncGenerator<MessageChunk> {
  for await (const chunk of chunks) yield chunk.message as MessageChunk;
}
