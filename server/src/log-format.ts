export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormatSetting = (typeof LOG_FORMATS)[number];

/**
 * Readable lines for a person at a terminal, JSON for anything that collects logs (a file, a
 * pipe, a container runtime). `auto` tells them apart by whether stdout is a terminal.
 */
export function chooseLogFormat(
  setting: LogFormatSetting,
  stdoutIsTerminal: boolean | undefined,
): 'pretty' | 'json' {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}
