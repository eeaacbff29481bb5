import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ERROR_KEY, amountSchema } from '@portal/api-contract';
import { escapeXml } from '../art/svg';
import { gameById } from '../domain/games';
import { type GameSession, gameSession, redeemTicket } from '../domain/launch';
import { LOTTERY_MAX_STAKE_CENTS, LOTTERY_SELECTIONS, intervalSec, lotteryPageState, placeLotteryBet } from '../domain/lottery';
import { spin } from '../domain/slot';
import { balanceOf, toCents } from '../domain/wallet';
import { ApiError, badRequest, fail } from '../core/errors';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { idempotent } from '../domain/idempotency';
import { errorResponse, ok, validationError } from '../http/route';

export const GAME_SESSION_HEADER = 'X-Game-Session';

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The demo games' mobile build (a phone's launch asked for it): portrait, the reels across the width, a thumb-sized Spin. */
const MOBILE_CSS = `body.mobile{min-height:100dvh;box-sizing:border-box;padding:16px 12px calc(16px + env(safe-area-inset-bottom));justify-content:space-between}
.mobile .reels{width:100%}.mobile .reel{flex:1;width:auto;height:26vw;max-height:120px}.mobile .row{width:100%;flex-wrap:wrap}.mobile input{flex:1}
.mobile button{width:100%;min-height:56px}@media (orientation:landscape){body.mobile{flex-direction:row;flex-wrap:wrap;justify-content:center}}`;

function page(c: Context, title: string, body: string, script: string, status: 200 | 410 = 200) {
  const nonce = randomBytes(16).toString('base64');
  const mobile = c.req.query('build') === 'mobile';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<title>${escapeXml(title)}</title><style>
body{font-family:system-ui,Arial,sans-serif;background:#10151f;color:#f1f5f9;margin:0;padding:24px;display:flex;flex-direction:column;align-items:center;gap:16px}
h1{margin:0;font-size:24px}.reels{display:flex;gap:12px}.reel{width:110px;height:80px;border-radius:12px;background:#1e293b;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:18px;border:2px solid #334155}
button{font-size:18px;padding:10px 28px;border-radius:10px;border:0;background:#f59e0b;color:#111;font-weight:700;cursor:pointer}button:disabled{opacity:.5;cursor:wait}
input,select{font-size:16px;padding:8px;border-radius:8px;border:1px solid #475569;background:#0f172a;color:#f1f5f9;width:120px}
.row{display:flex;gap:12px;align-items:center}.muted{color:#94a3b8}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #334155;text-align:left}
${mobile ? MOBILE_CSS : ''}</style></head><body${mobile ? ' class="mobile" data-build="mobile"' : ' data-build="desktop"'}>${body}<script nonce="${nonce}">${script}</script></body></html>`;
  return c.html(html, status, {
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

const gone = (c: Context) =>
  page(
    c,
    'Launch link expired',
    '<h1>Launch link expired</h1><p class="muted">This launch link was already used or has expired. Open the game again from the lobby.</p>',
    '',
    410,
  );

const COMMON_SCRIPT = `
const post = async (path, body) => {
  const key = (globalThis.crypto && crypto.randomUUID) ? crypto.randomUUID() : String(Date.now()) + Math.random();
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Game-Session': SESSION, 'Idempotency-Key': key }, body: JSON.stringify(body) });
  return res.json();
};
const get = async (path) => (await fetch(path, { headers: { 'X-Game-Session': SESSION } })).json();
const money = (n) => Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const $ = (id) => document.getElementById(id);`;

function slotPage(c: Context, gw: GatewayContext, session: string, s: GameSession) {
  const game = gameById(gw, s.game_id ?? 0);
  if (!game) return gone(c);
  const title = s.room_id ? `${game.name} — table ${s.room_id}` : game.name;
  const minBet = game.min_bet / 100;
  const build = c.req.query('build') === 'mobile' ? 'mobile build' : 'desktop build';
  const body = `<h1>${escapeXml(title)}</h1><p class="muted">${escapeXml(game.vendor)} · demo game (${build}) · min bet ${minBet.toFixed(2)}</p>
<div class="reels" aria-label="Reels"><div class="reel" id="r0">?</div><div class="reel" id="r1">?</div><div class="reel" id="r2">?</div></div>
<div class="row"><label for="stake">Bet amount</label><input id="stake" type="number" min="${minBet}" step="0.01" value="${Math.max(minBet, 1).toFixed(2)}"><button id="spin" type="button">Spin</button></div>
<p>Balance: <strong id="balance">${balanceOf(gw, s.member_id).sumBalance.toFixed(2)}</strong></p>
<p id="result" role="status" aria-live="polite">Press Spin to play.</p>`;
  const script = `const SESSION = ${json(session)};${COMMON_SCRIPT}
$('spin').addEventListener('click', async () => {
  $('spin').disabled = true; $('result').textContent = 'Spinning…';
  try {
    const r = await post('/sandbox/games/spin', { stake: Number($('stake').value) });
    if (r.success) { r.value.reels.forEach((s, i) => { $('r' + i).textContent = s; }); $('result').textContent = r.value.text; $('balance').textContent = money(r.value.balance); }
    else $('result').textContent = 'Not accepted: ' + r.message;
  } catch (e) { $('result').textContent = 'Network error'; }
  $('spin').disabled = false;
});`;
  return page(c, title, body, script);
}

function lotteryPage(c: Context, gw: GatewayContext, session: string, s: GameSession) {
  const game = gameById(gw, s.game_id ?? 0);
  if (!game) return gone(c);
  const options = LOTTERY_SELECTIONS.map((o) => `<option value="${o}">${o.replace('digit:', 'last digit = ')}</option>`).join('');
  const minBet = game.min_bet / 100;
  const maxBet = LOTTERY_MAX_STAKE_CENTS / 100;
  const body = `<h1>${escapeXml(game.name)}</h1><p class="muted">Demo lottery · a draw every ${intervalSec(game.code)} s · bets on the last of 5 drawn digits (big/small/odd/even pay 1.95×, exact digit 9.5×)</p>
<p>Next draw <strong id="issue">…</strong> in <strong id="countdown">…</strong></p>
<div class="row"><label for="selection">Pick</label><select id="selection">${options}</select><label for="stake">Bet amount</label><input id="stake" type="number" min="${minBet}" max="${maxBet}" step="0.01" value="${Math.max(minBet, 1).toFixed(2)}" aria-describedby="limits"><button id="bet" type="button">Place bet</button></div>
<p class="muted" id="limits">One bet: ${minBet.toFixed(2)} to ${maxBet.toLocaleString('en-US', { minimumFractionDigits: 2 })}</p>
<p>Balance: <strong id="balance">…</strong></p><p id="result" role="status" aria-live="polite"></p>
<div class="row" style="align-items:flex-start"><table aria-label="Latest draws"><thead><tr><th>Issue</th><th>Numbers</th></tr></thead><tbody id="draws"></tbody></table>
<table aria-label="My bets"><thead><tr><th>Issue</th><th>Pick</th><th>Stake</th><th>Result</th></tr></thead><tbody id="bets"></tbody></table></div>`;
  const script = `const SESSION = ${json(session)};${COMMON_SCRIPT}
let next = 0;
const row = (cells) => '<tr>' + cells.map((x) => '<td>' + String(x).replace(/[<&]/g, '') + '</td>').join('') + '</tr>';
async function refresh() {
  const r = await get('/sandbox/games/lottery/state');
  if (!r.success) { $('result').textContent = r.message; return; }
  const v = r.value; next = v.game.nextDrawTime - v.now + Date.now();
  $('issue').textContent = v.game.nextIssue; $('balance').textContent = money(v.balance);
  $('draws').innerHTML = v.draws.map((d) => row([d.issue, d.numbers.join(' ')])).join('');
  $('bets').innerHTML = v.bets.map((b) => row([b.issue, b.selection, money(b.stake), b.status === 'pending' ? 'pending' : b.status === 'void' ? 'void, refunded' : (b.payout > 0 ? 'won ' + money(b.payout) : 'lost')])).join('');
}
const refusal = (r) => r.message === 'bet_above_maximum' ? 'The most one bet can stake is ' + money(r.value.maxBet) + '.'
  : r.message === 'bet_below_minimum' ? 'The least one bet can stake is ' + money(r.value.minBet) + '.' : 'Not accepted: ' + r.message;
setInterval(() => { const s = Math.max(0, Math.round((next - Date.now()) / 1000)); $('countdown').textContent = s + ' s'; if (s === 0) refresh(); }, 1000);
$('bet').addEventListener('click', async () => {
  $('bet').disabled = true;
  const r = await post('/sandbox/games/lottery/bet', { selection: $('selection').value, stake: Number($('stake').value) });
  $('result').textContent = r.success ? 'Bet placed on draw ' + r.value.issue : refusal(r);
  $('bet').disabled = false; refresh();
});
refresh();`;
  return page(c, game.name, body, script);
}

/** Dark or light text, whichever reads on `hex` (`#rgb`, `#rrggbb`, with or without alpha): WCAG relative luminance. */
function textOn(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.18 ? '#0f172a' : '#f1f5f9';
}

/** The chat room: its header in the portal's colour (`headerColor`), its title in the text colour that reads on it. */
function chatPage(c: Context, title: string, headerColor: string) {
  const colour = /^#?[0-9a-fA-F]{3,8}$/.test(headerColor) ? (headerColor.startsWith('#') ? headerColor : `#${headerColor}`) : '#1f2937';
  const body = `<header style="background:${colour};color:${textOn(colour)};width:100%;padding:8px 12px;border-radius:8px"><h1>${escapeXml(title)}</h1></header>
<ul aria-label="Messages" class="muted"><li>Host: Welcome to the sandbox chat room.</li><li>Host: Messages here are not sent anywhere.</li></ul>`;
  return page(c, title, body, '');
}

const spinBody = z.object({ stake: amountSchema });
const lotteryBetBody = z.object({ selection: z.enum(LOTTERY_SELECTIONS), stake: amountSchema });

export function playRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  app.get('/sandbox/games/play', (c) => {
    const redeemed = redeemTicket(gw, c.req.query('ticket'));
    if (!redeemed || redeemed.data.kind === 'chat') return gone(c);
    return redeemed.data.kind === 'lottery' ? lotteryPage(c, gw, redeemed.session, redeemed.data) : slotPage(c, gw, redeemed.session, redeemed.data);
  });

  app.get('/sandbox/chat/room', (c) => {
    const redeemed = redeemTicket(gw, c.req.query('ticket'));
    if (!redeemed || redeemed.data.kind !== 'chat') return gone(c);
    return chatPage(c, c.req.query('title') ?? 'Chat room', c.req.query('headerColor') ?? '#1f2937');
  });
  app.get('/sandbox/chat/support', (c) => chatPage(c, 'Customer support (sandbox)', '#0f766e'));

  /** Money moves of the demo pages: game-session header and a required Idempotency-Key. */
  const move = async <S extends z.ZodType>(c: Context, schema: S, kind: GameSession['kind'], run: (s: GameSession, body: z.output<S>) => unknown) => {
    try {
      const s = gameSession(gw, c.req.header(GAME_SESSION_HEADER));
      if (!s || s.kind !== kind) throw new ApiError(401, 'game_session_expired');
      const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) throw validationError(parsed.error);
      // Every game round moves money: like the platform's money moves, it needs an Idempotency-Key.
      const key = c.req.header('Idempotency-Key');
      if (!key || key.length > 200) throw badRequest('invalid_request: Idempotency-Key', { field: 'Idempotency-Key' });
      const execute = () => ({ status: 200, body: ok(run(s, parsed.data)) });
      const outcome = idempotent(gw, s.member_id, `sandbox.${kind}`, key, parsed.data, execute);
      return c.json(outcome.body as object, outcome.status as 200);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(c, error);
      throw error;
    }
  };

  app.post('/sandbox/games/spin', (c) =>
    move(c, spinBody, 'slot', (s, body) => {
      const game = gameById(gw, s.game_id ?? 0);
      if (!game) throw fail(ERROR_KEY.notFound);
      return spin(gw, s.member_id, game, toCents(body.stake), { portalSession: s.portal_session });
    }),
  );

  app.post('/sandbox/games/lottery/bet', (c) =>
    move(c, lotteryBetBody, 'lottery', (s, body) => {
      const game = gameById(gw, s.game_id ?? 0);
      if (!game) throw fail(ERROR_KEY.notFound);
      return placeLotteryBet(gw, s.member_id, game, body.selection, toCents(body.stake), { portalSession: s.portal_session });
    }),
  );

  app.get('/sandbox/games/lottery/state', (c) => {
    const s = gameSession(gw, c.req.header(GAME_SESSION_HEADER));
    const game = s?.kind === 'lottery' ? gameById(gw, s.game_id ?? 0) : null;
    if (!s || !game) return errorResponse(c, new ApiError(401, 'game_session_expired'));
    return c.json(ok(lotteryPageState(gw, s.member_id, game)));
  });
}
