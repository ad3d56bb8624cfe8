/** The value of a JSON text, or null when it is not JSON: for input that is validated after. */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
