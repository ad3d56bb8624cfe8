import type { z } from 'zod';
import { AppError } from '../errors.js';

/**
 * Parses untrusted input with a shared zod schema. The first problem becomes the message a person
 * reads; every problem travels in `issues` for forms that show them per field.
 */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'The request is not valid.', { issues });
}

/** A JSON body must be an object before its fields can be checked. */
export function parseBody<TSchema extends z.ZodType>(schema: TSchema, body: unknown): z.output<TSchema> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'The request body must be a JSON object.');
  }
  return parseInput(schema, body);
}
