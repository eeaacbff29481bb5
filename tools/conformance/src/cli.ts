import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PLATFORM_LANGUAGES, type PlatformLanguage } from '@portal/api-contract';
import { htmlReport } from './report/html';
import { passed } from './report/model';
import { styleFor, terminalReport } from './report/terminal';
import { FatalError, runConformance } from './run';

export const USAGE = `npm run conformance -- --platform <url> --merchant <code> [options]

Checks a live platform against libs/api-contract, the way the portal uses it.

  --platform <url>          where /wps and /lgw are served          (CONFORMANCE_PLATFORM)
  --merchant <code>         the brand's merchant code                (CONFORMANCE_MERCHANT)
  --member <username>       a test member                            (CONFORMANCE_MEMBER)
  --member-password <pw>                                             (CONFORMANCE_MEMBER_PASSWORD)
  --agent <username>        a test agent                             (CONFORMANCE_AGENT)
  --agent-password <pw>                                              (CONFORMANCE_AGENT_PASSWORD)
  --language <code>         Language header and the player's messages: ${PLATFORM_LANGUAGES.join(', ')} (default EN)
  --out <dir>               where report.json and report.html go (default dist/conformance)
  --allow-writes            reversible writes on the test member (avatar, language, a favourite), each put back
  --allow-money-moves       a money move's idempotency: 1.00 to a game wallet with one key twice, then back
  --concurrency <n>         calls at once (default 4)
  --timeout <ms>            longest wait for one answer (default 15000)

Reads only by default. Exit status 0 when every endpoint conforms, 1 when one does not,
2 when the check cannot run (wrong address, refused login, untrusted certificate, HTML answers).
Prefer the environment variables for passwords: arguments show in the process list.`;

export interface Io {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  cwd: string;
}

/** The command line: returns the exit status. Never throws for an operator's mistake or the platform's. */
export async function main(argv: string[], env: Record<string, string | undefined>, io: Io): Promise<number> {
  const fail = (line: string) => {
    io.stderr.write(`conformance: ${line}\n`);
    return 2;
  };
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const option = (name: keyof typeof values, variable: string) => {
    const value = values[name] ?? env[variable];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const platform = option('platform', 'CONFORMANCE_PLATFORM');
  const merchant = option('merchant', 'CONFORMANCE_MERCHANT');
  const member = { username: option('member', 'CONFORMANCE_MEMBER'), password: values['member-password'] ?? env.CONFORMANCE_MEMBER_PASSWORD };
  const agent = { username: option('agent', 'CONFORMANCE_AGENT'), password: values['agent-password'] ?? env.CONFORMANCE_AGENT_PASSWORD };
  const missing = [
    platform ? '' : '--platform',
    merchant ? '' : '--merchant',
    member.username ? '' : '--member',
    member.password ? '' : '--member-password',
    agent.username ? '' : '--agent',
    agent.password ? '' : '--agent-password',
  ].filter(Boolean);
  if (missing.length) return fail(`missing ${missing.join(', ')} (or their environment variables; --help lists them)`);
  if (!URL.canParse(platform!) || !/^https?:$/.test(new URL(platform!).protocol)) return fail(`--platform must be an http(s) address, not "${platform}"`);
  const language = (values.language ?? 'EN').toUpperCase();
  if (!(PLATFORM_LANGUAGES as readonly string[]).includes(language)) return fail(`--language must be one of ${PLATFORM_LANGUAGES.join(', ')}`);
  const concurrency = Number(values.concurrency ?? 4);
  const timeoutMs = Number(values.timeout ?? 15_000);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) return fail('--concurrency must be a whole number from 1 to 16');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) return fail('--timeout must be a number of milliseconds (at least 100)');

  const progress = io.stderr.isTTY
    ? (done: number, total: number, name: string) => io.stderr.write(`\r\u001b[2K[${String(done).padStart(3)}/${total}] ${name}`)
    : (done: number, total: number, name: string) => {
        if (done % 25 === 0 || done === total) io.stderr.write(`checked ${done}/${total} endpoints (last: ${name})\n`);
      };
  io.stderr.write(`Checking ${platform} (merchant ${merchant}) against the contract…\n`);
  let report;
  try {
    report = await runConformance({
      platform: platform!,
      merchant: merchant!,
      language: language as PlatformLanguage,
      member: member as { username: string; password: string },
      agent: agent as { username: string; password: string },
      allowWrites: Boolean(values['allow-writes']),
      allowMoneyMoves: Boolean(values['allow-money-moves']),
      concurrency,
      timeoutMs,
      onProgress: progress,
    });
  } catch (error) {
    if (io.stderr.isTTY) io.stderr.write('\r\u001b[2K');
    if (error instanceof FatalError) return fail(error.message);
    return fail(`the check stopped: ${(error as Error).message ?? String(error)}`);
  }
  if (io.stderr.isTTY) io.stderr.write('\r\u001b[2K');

  const out = resolve(io.cwd, values.out ?? 'dist/conformance');
  const files = [join(out, 'report.json'), join(out, 'report.html')];
  try {
    mkdirSync(out, { recursive: true });
    writeFileSync(files[0], `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(files[1], htmlReport(report));
  } catch (error) {
    return fail(`cannot write the reports to ${out}: ${(error as Error).message}`);
  }
  io.stdout.write(
    `${terminalReport(
      report,
      styleFor(io.stdout, env),
      files.map((f) => relative(io.cwd, f) || f),
    )}\n`,
  );
  return passed(report) ? 0 : 1;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    options: {
      platform: { type: 'string' },
      merchant: { type: 'string' },
      member: { type: 'string' },
      'member-password': { type: 'string' },
      agent: { type: 'string' },
      'agent-password': { type: 'string' },
      language: { type: 'string' },
      out: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      'allow-money-moves': { type: 'boolean' },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
