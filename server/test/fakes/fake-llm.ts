import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FailureMode = 429 | 500 | 401 | 404 | 'hang' | 'drop';

export interface FakeLlmOptions {
  firstTokenDelayMs: number;
  tokensPerSecond: number;
  /** Writes the answer for a request; by default a plausible cover letter or resume. */
  answer: (system: string, user: string) => string;
}

export interface RecordedRequest {
  model: string;
  system: string;
  user: string;
  authorization: string | undefined;
}

const COVER_LETTER = `Dear Hiring Team,

I am writing to apply for the role advertised by your company. Over the past five years I have built and maintained web applications, worked closely with product teams, and delivered features that customers rely on every day.

In my current role I lead the front-end work on a payments dashboard, mentor two junior developers, and keep our release process steady and predictable. I would bring the same care and ownership to your team.

Thank you for considering my application. I would welcome the chance to discuss how I can contribute.

Sincerely,
Ada Obi`;

const RESUME = `# Ada Obi
Lagos, Nigeria | ada@example.com | +234 801 234 5678
## Summary
- Front-end developer with five years of experience building reliable web applications
## Experience
- Led front-end development of a payments dashboard used by thousands of merchants
- Mentored two junior developers and improved the release process
## Education
- B.Sc. Computer Science, University of Lagos
## Skills
- TypeScript, React, Node.js, SQL`;

export type DocumentKind = 'cover_letter' | 'resume';

/** Which document a request asks for, read from the default system prompts. */
export const kindOf = (system: string): DocumentKind =>
  system.includes('resume writer') ? 'resume' : 'cover_letter';

export const defaultAnswer = (system: string, user = ''): string =>
  user.includes('<<<SELECTION\n')
    ? selectionHelpAnswer(user)
    : kindOf(system) === 'resume'
      ? RESUME
      : COVER_LETTER;

const fenced = (user: string, label: string): string | null => {
  const start = user.indexOf(`<<<${label}\n`);
  const end = user.indexOf(`\n${label}>>>`, start);
  return start < 0 || end < 0 ? null : user.slice(start + label.length + 4, end);
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Issue 32: the fake's answer to a selection-help request (a user message with a SELECTION
 * fence), written the way a model would answer it, in the selection's shape (a bullet stays a
 * bullet). Stronger leads with an action verb and a result; Shorter drops about a third of the
 * words; Fix grammar tidies spacing, capitals and a doubled word; a keyword is worked in.
 */
export function selectionHelpAnswer(user: string): string {
  const selection = fenced(user, 'SELECTION') ?? '';
  const action = /^Action: (\w+)/m.exec(user)?.[1] ?? 'stronger';
  const keyword = /^Keyword to work in: (.+)$/m.exec(user)?.[1]?.trim() ?? '';
  const bullet = /^\s*[-*] /.exec(selection)?.[0] ?? '';
  const body = selection.slice(bullet.length).trim().replace(/\.$/, '');
  const period = !bullet && selection.trim().endsWith('.') ? '.' : '';
  let rewritten: string;
  switch (action) {
    case 'shorter': {
      const words = body.split(/\s+/);
      const keep = Math.max(3, Math.ceil(words.length * 0.65));
      rewritten = words
        .slice(0, keep)
        .join(' ')
        .replace(/[\s,;]+(?:and|or|the|a|of|to|with|for)$/i, '');
      break;
    }
    case 'grammar':
      rewritten = upperFirst(body.replace(/\s+/g, ' ').replace(/\b(\w+) \1\b/gi, '$1'));
      break;
    case 'keyword':
      rewritten = `${upperFirst(body)}, using ${keyword}`;
      break;
    default:
      // The result first, behind an action verb; the facts of the selection kept.
      rewritten = `Strengthened team delivery: ${lowerFirst(body)}`;
  }
  return `${bullet.trimStart()}${rewritten}${period}`;
}

/** Splits text into word-sized tokens, keeping the whitespace, the way models stream. */
export const tokenize = (text: string): string[] => text.match(/\s*\S+/g) ?? [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });

/**
 * An OpenAI-compatible chat endpoint on 127.0.0.1 that streams server-sent events like the real
 * API, at a chosen pace, and fails on demand (429, 500, 401, 404, a hang, a dropped stream).
 */
export class FakeLlm {
  readonly requests: RecordedRequest[] = [];
  private readonly failures: FailureMode[] = [];
  private readonly kindFailures: Record<DocumentKind, FailureMode[]> = { cover_letter: [], resume: [] };
  private readonly open = new Set<ServerResponse>();
  /** Requests being answered right now, and the most there were at once (to see overlap). */
  inFlight = 0;
  maxInFlight = 0;
  private readonly server: Server;
  options: FakeLlmOptions = { firstTokenDelayMs: 0, tokensPerSecond: 2_000, answer: defaultAnswer };

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  /** Answers written ahead: the next request whose system prompt contains `match` gets `text`. */
  private readonly scripted: { match: string; text: string }[] = [];

  /** The next request whose system prompt contains `match` is answered with `text` (once). */
  answerNext(match: string, text: string): void {
    this.scripted.push({ match, text });
  }

  /** The next `count` requests for this kind of document fail with `mode` (others are untouched). */
  failNextFor(kind: DocumentKind, mode: FailureMode, count = 1): void {
    for (let i = 0; i < count; i += 1) this.kindFailures[kind].push(mode);
  }

  /** The next `count` requests fail with `mode`. */
  failNext(mode: FailureMode, count = 1): void {
    for (let i = 0; i < count; i += 1) this.failures.push(mode);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      stream?: boolean;
    };
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    this.requests.push({ model: body.model, system, user, authorization: req.headers.authorization });
    const failure = this.kindFailures[kindOf(system)].shift() ?? this.failures.shift();
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => {
      this.inFlight -= 1;
    });
    if (failure === 'hang') {
      this.open.add(res);
      return;
    }
    if (typeof failure === 'number') {
      const messages = {
        429: 'Rate limit reached',
        500: 'The server had an error',
        401: 'Incorrect API key provided',
        404: 'The model does not exist',
      };
      res.writeHead(failure, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: messages[failure],
            type: 'error',
            code: failure === 404 ? 'model_not_found' : null,
          },
        }),
      );
      return;
    }
    const script = this.scripted.findIndex((s) => system.includes(s.match));
    const answer =
      script >= 0 ? (this.scripted.splice(script, 1)[0]?.text ?? '') : this.options.answer(system, user);
    await this.stream(res, body.model, answer, failure === 'drop');
  }

  private async stream(res: ServerResponse, model: string, answer: string, drop: boolean): Promise<void> {
    this.open.add(res);
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (payload: object) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: object, finish: string | null = null) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    const tokens = tokenize(answer);
    await new Promise((r) => setTimeout(r, this.options.firstTokenDelayMs));
    send(chunk({ role: 'assistant', content: '' }));
    const gap = 1000 / this.options.tokensPerSecond;
    const startedAt = performance.now();
    for (const [i, token] of tokens.entries()) {
      if (res.destroyed) return;
      if (drop && i === Math.floor(tokens.length / 2)) {
        res.destroy();
        this.open.delete(res);
        return;
      }
      send(chunk({ content: token }));
      const due = startedAt + (i + 1) * gap - performance.now();
      if (due > 1) await new Promise((r) => setTimeout(r, due));
    }
    send(chunk({}, 'stop'));
    send({
      ...chunk({}),
      choices: [],
      usage: { prompt_tokens: 120, completion_tokens: tokens.length, total_tokens: 120 + tokens.length },
    });
    res.end('data: [DONE]\n\n');
    this.open.delete(res);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
