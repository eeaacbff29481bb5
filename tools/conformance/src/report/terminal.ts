import { type EndpointResult, type Report, passed } from './model';

export interface Style {
  ok(text: string): string;
  bad(text: string): string;
  warn(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

const paint = (code: number) => (text: string) => `\u001b[${code}m${text}\u001b[0m`;
/** Colours on a terminal only (and never with NO_COLOR); plain text in a pipe or a file. */
export function styleFor(stream: { isTTY?: boolean }, env: Record<string, string | undefined>): Style {
  if (!stream.isTTY || env.NO_COLOR !== undefined || env.TERM === 'dumb') {
    const plain = (text: string) => text;
    return { ok: plain, bad: plain, warn: plain, dim: plain, bold: plain };
  }
  return { ok: paint(32), bad: paint(31), warn: paint(33), dim: paint(2), bold: paint(1) };
}

const VERDICT_TEXT: Record<EndpointResult['verdict'], string> = { conforms: 'conforms', differs: 'DIFFERS', unreachable: 'NOT REACHABLE' };

function table(rows: string[][], style: (row: number, col: number, text: string) => string): string[] {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row, r) =>
    row
      .map((cell, c) => style(r, c, c === row.length - 1 ? cell : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd(),
  );
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The summary a person reads at the end of a run: every endpoint, then what differs and why it matters. */
export function terminalReport(report: Report, s: Style, files: string[] = []): string {
  const lines: string[] = [];
  const verdictStyle = (verdict: EndpointResult['verdict']) => (verdict === 'conforms' ? s.ok : verdict === 'differs' ? s.bad : s.warn);
  lines.push(s.bold(`Conformance of ${report.platform} (merchant ${report.merchant}) to libs/api-contract`), '');

  const rows = [['endpoint', 'call', 'verdict', 'first difference']];
  for (const r of report.endpoints) {
    const first = r.differences[0];
    const detail = r.unreachable ?? (first ? `${first.field}: expected ${first.expected}, got ${first.got}` : '');
    rows.push([r.name, `${r.method} ${r.path}`, VERDICT_TEXT[r.verdict], clip(detail, 90)]);
  }
  lines.push(...table(rows, (row, col, text) => (row === 0 ? s.bold(text) : col === 2 ? verdictStyle(report.endpoints[row - 1].verdict)(text) : text)), '');

  const failing = report.endpoints.filter((r) => r.verdict !== 'conforms');
  if (failing.length) {
    lines.push(s.bold('What differs, and what the player sees'));
    for (const r of failing) {
      lines.push(`${verdictStyle(r.verdict)(r.name)} ${s.dim(`${r.method} ${r.path}`)}`);
      if (r.unreachable) lines.push(`  not reachable: ${r.unreachable}`);
      for (const d of r.differences) {
        lines.push(`  ${d.check} · ${d.field}: expected ${d.expected}; got ${d.got}`);
        lines.push(`    player: ${d.player}`);
      }
      if (r.chosen.length) lines.push(s.dim(`  chosen by the contract: ${r.chosen.join('; ')}`));
    }
    lines.push('');
  }

  lines.push(s.bold('Checks'));
  lines.push(
    ...table(
      [['topic', 'checks', 'differences'], ...report.topics.map((t) => [t.topic, String(t.checks), t.checks === 0 ? 'not run' : String(t.differences)])],
      (row, col, text) => (row === 0 ? s.bold(text) : col === 2 && text !== '0' ? (text === 'not run' ? s.dim(text) : s.bad(text)) : text),
    ),
    '',
  );
  const chosen = report.endpoints.filter((r) => r.chosen.length > 0);
  const chosenOff = chosen.filter((r) => r.verdict !== 'conforms');
  lines.push(
    `Chosen behaviours (what the contract decided where the specification is silent): ${chosen.length} endpoints carry some; ${chosenOff.length ? s.bad(`${chosenOff.length} of them differ or are not reachable: ${chosenOff.map((r) => r.name).join(', ')}`) : s.ok('all of them conform')}.`,
  );
  const skipped = report.endpoints.filter((r) => r.notChecked.length > 0).length;
  if (skipped) lines.push(s.dim(`${skipped} endpoints were checked without their valid call (it writes or moves money): the reports list why.`));
  lines.push('');
  const { summary } = report;
  const verdict = passed(report) ? s.ok('PASS') : s.bad('FAIL');
  lines.push(
    `${verdict} ${summary.endpoints} endpoints: ${summary.conforms} conform, ${summary.differs} differ, ${summary.unreachable} not reachable (${summary.requests} requests, ${(report.durationMs / 1000).toFixed(1)} s).`,
  );
  for (const file of files) lines.push(`Report: ${file}`);
  return lines.join('\n');
}
