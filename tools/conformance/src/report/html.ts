import { type EndpointResult, type Report, passed } from './model';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const code = (text: string) => `<code>${escape(text)}</code>`;
const VERDICT: Record<EndpointResult['verdict'], string> = { conforms: 'conforms', differs: 'differs', unreachable: 'not reachable' };
const badge = (verdict: EndpointResult['verdict']) => `<span class="badge ${verdict}">${VERDICT[verdict]}</span>`;
const flags = (r: EndpointResult) =>
  [r.auth ? 'session' : '', r.encrypted ? 'sealed' : '', r.moneyMove ? 'money move' : '']
    .filter(Boolean)
    .map((f) => `<span class="flag">${f}</span>`)
    .join(' ');

const STYLE = `
:root { color-scheme: light; --ok: #0f7b3f; --bad: #b42318; --warn: #9a6700; --line: #d8dee4; --muted: #57606a; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1f2328; background: #f6f8fa; }
main { max-width: 1180px; margin: 0 auto; padding: 32px 24px 64px; }
h1 { font-size: 26px; margin: 0 0 4px; } h2 { font-size: 19px; margin: 36px 0 12px; } h3 { font-size: 16px; margin: 0; }
.meta { color: var(--muted); margin: 0 0 20px; }
.verdict { display: inline-block; font-weight: 700; padding: 6px 14px; border-radius: 6px; color: #fff; letter-spacing: .02em; }
.verdict.pass { background: var(--ok); } .verdict.fail { background: var(--bad); }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 20px 0; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; }
.card b { display: block; font-size: 28px; } .card.ok b { color: var(--ok); } .card.bad b { color: var(--bad); } .card.warn b { color: var(--warn); }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
th, td { text-align: left; vertical-align: top; padding: 7px 10px; border-bottom: 1px solid var(--line); }
th { background: #eef1f4; font-weight: 600; font-size: 13px; } tr:last-child td { border-bottom: 0; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eef1f4; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
.badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; white-space: nowrap; }
.badge.conforms { background: #dafbe1; color: var(--ok); } .badge.differs { background: #ffebe9; color: var(--bad); } .badge.unreachable { background: #fff8c5; color: var(--warn); }
.flag { font-size: 12px; color: var(--muted); border: 1px solid var(--line); border-radius: 10px; padding: 0 6px; white-space: nowrap; }
.endpoint { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--bad); border-radius: 8px; padding: 14px 16px; margin: 0 0 14px; }
.endpoint.unreachable { border-left-color: var(--warn); }
.endpoint table { margin-top: 10px; } .player { color: #3b2300; background: #fff8c5; }
td.field code, td:first-child > code { white-space: nowrap; overflow-wrap: normal; }
.muted { color: var(--muted); } ul.compact { margin: 4px 0 0; padding-left: 18px; }
details summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
`;

/** The report as one HTML file: no script, no request, nothing outside it (send it to the platform team). */
export function htmlReport(report: Report): string {
  const { summary } = report;
  const ok = passed(report);
  const failing = report.endpoints.filter((r) => r.verdict !== 'conforms');
  const section = (title: string, body: string) => `<section><h2>${escape(title)}</h2>${body}</section>`;

  const differences = failing
    .map(
      (r) => `<article class="endpoint ${r.verdict}">
  <h3>${code(r.name)} ${badge(r.verdict)} <span class="muted">${escape(`${r.method} ${r.path}`)}</span></h3>
  ${r.unreachable ? `<p>${escape(r.unreachable)}</p>` : ''}
  ${
    r.differences.length
      ? `<table><thead><tr><th>check</th><th>field</th><th>expected</th><th>got</th><th>what the player sees in the portal</th></tr></thead><tbody>${r.differences
          .map(
            (d) =>
              `<tr><td>${escape(d.check)}<br><span class="muted">${escape(d.topic)}</span></td><td class="field">${code(d.field)}</td><td>${escape(d.expected)}</td><td>${escape(d.got)}</td><td class="player">${escape(d.player)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }
  ${r.chosen.length ? `<p class="muted">Chosen by the contract: ${r.chosen.map(escape).join('; ')}</p>` : ''}
</article>`,
    )
    .join('\n');

  const topics = `<table><thead><tr><th>what</th><th>checks</th><th>differences</th></tr></thead><tbody>${report.topics
    .map(
      (t) =>
        `<tr><td>${escape(t.topic)}</td><td>${t.checks}</td><td>${t.checks === 0 ? '<span class="muted">not run</span>' : t.differences ? `<span class="badge differs">${t.differences}</span>` : '<span class="badge conforms">0</span>'}</td></tr>`,
    )
    .join('')}</tbody></table>`;

  const chosen = report.endpoints.filter((r) => r.chosen.length);
  const chosenTable = `<p class="muted">What the contract decided where the product specification is silent: a platform that decided otherwise shows up here first.</p>
<table><thead><tr><th>endpoint</th><th>chosen</th><th>verdict</th></tr></thead><tbody>${chosen
    .map((r) => `<tr><td>${code(r.name)}</td><td>${r.chosen.map(escape).join('<br>')}</td><td>${badge(r.verdict)}</td></tr>`)
    .join('')}</tbody></table>`;

  const all = `<table><thead><tr><th>endpoint</th><th>call</th><th>verdict</th><th>checked</th><th>not checked, notes</th></tr></thead><tbody>${report.endpoints
    .map(
      (r) =>
        `<tr id="${escape(r.name)}"><td>${code(r.name)}<br>${flags(r)}</td><td>${code(`${r.method} ${r.path}`)}</td><td>${badge(r.verdict)}</td><td>${r.checked.map(escape).join('<br>')}</td><td class="muted">${[...r.notChecked, ...r.notes].map(escape).join('<br>')}</td></tr>`,
    )
    .join('')}</tbody></table>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Conformance: ${escape(report.platform)} · ${ok ? 'pass' : 'fail'}</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>Platform conformance report</h1>
<p class="meta">${code(report.platform)} · merchant ${code(report.merchant)} · test member ${code(report.member)} · test agent ${code(report.agent)} · Language ${code(report.language)} · ${escape(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s, ${summary.requests} requests${report.flags.allowWrites ? ' · with reversible writes' : ''}${report.flags.allowMoneyMoves ? ' · with a money move' : ''}</p>
<p><span class="verdict ${ok ? 'pass' : 'fail'}">${ok ? 'PASS: every endpoint conforms' : 'FAIL: the portal cannot rely on this platform yet'}</span></p>
<div class="cards">
<div class="card"><b>${summary.endpoints}</b>endpoints of the contract</div>
<div class="card ok"><b>${summary.conforms}</b>conform</div>
<div class="card bad"><b>${summary.differs}</b>differ</div>
<div class="card warn"><b>${summary.unreachable}</b>not reachable</div>
</div>
${failing.length ? section('What differs, and what the player sees', differences) : ''}
${section('Checks', topics)}
${section('Chosen behaviours', chosenTable)}
${section('Every endpoint', all)}
<p class="muted">Made by the portal's conformance kit (<code>npm run conformance</code>) from the contract's own schemas (libs/api-contract) and the portal's own client and message map.</p>
</main></body>
</html>
`;
}
