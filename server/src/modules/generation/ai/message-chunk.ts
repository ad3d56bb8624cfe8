/** What a document needs of one streamed piece of a model's answer (an AIMessageChunk's shape). */
export interface MessageChunk {
  content: unknown;
  usage_metadata?: { input_tokens?: number; output_tokens?: number } | undefined;
}
