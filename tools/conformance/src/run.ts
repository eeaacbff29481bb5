import { randomUUID } from 'node:crypto';
import {
  ENCRYPTION_ERROR,
  ERROR_KEY,
  type EndpointDef,
  type EndpointName,
  MAIN_WALLET,
  PLATFORM_LANGUAGES,
  type PlatformLanguage,
  endpoints,
  envelopeSchema,
  loginFailureSchema,
} from '@portal/api-contract';
import { type Expectation, bodyKind, evaluate, isKnownKey } from './evaluate';
import { invalidRequest } from './invalid-request';
import { type PlayerView, createPlayerView } from './player';
import { type Exchange, NoAnswer, Platform, type SendOptions, isCertificateProblem } from './platform';
import { READ_PARAMS, type ReadContext } from './reads';
import { type Difference, type EndpointResult, type Report, TOPICS, type Topic } from './report/model';

export interface Credentials {
  username: string;
  password: string;
}

export interface RunOptions {
  platform: string;
  merchant: string;
  language: PlatformLanguage;
  member: Credentials;
  agent: Credentials;
  /** Reversible writes on the test member (favourites, language, avatar), each put back. */
  allowWrites: boolean;
  /** The idempotency of a money move (a transfer to a game wallet and back) on the test member. */
  allowMoneyMoves: boolean;
  concurrency: number;
  timeoutMs: number;
  onProgress?: (done: number, total: number, endpoint: string) => void;
}

/** A run that cannot go on: one line for the operator, exit status 2. */
export class FatalError extends Error {}

type Role = 'guest' | 'member' | 'agent';
/** Who calls an endpoint: the agent centre's calls need the agent's session, other calls with a token the member's. */
const roleOf = (ep: EndpointDef): Role => (!ep.auth ? 'guest' : ep.path.startsWith('/wps/agent/') ? 'agent' : 'member');

interface State {
  checked: string[];
  notChecked: string[];
  differences: Difference[];
  notes: string[];
  unreachable?: string;
}

const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

/** Runs every check against the platform and returns the report (throws FatalError when it cannot). */
export async function runConformance(options: RunOptions): Promise<Report> {
  const startedAt = new Date();
  const baseUrl = options.platform.replace(/\/+$/, '');
  const platform = new Platform({ baseUrl, merchant: options.merchant, language: options.language, timeoutMs: options.timeoutMs });
  const player: PlayerView = await createPlayerView(options.language);
  const state = new Map<EndpointName, State>(ENDPOINT_NAMES.map((name) => [name, { checked: [], notChecked: [], differences: [], notes: [] }]));
  const topicChecks = new Map<Topic, number>(TOPICS.map((t) => [t, 0]));
  let requests = 0;

  const send = async (ep: EndpointDef, params: Record<string, unknown>, sendOptions: SendOptions = {}) => {
    requests++;
    return platform.send(ep, params, sendOptions);
  };

  /** Sends one probe and records what it found under the endpoint. Returns the exchange (undefined: no answer). */
  async function probe(
    ep: EndpointDef,
    check: string,
    topic: Topic,
    params: Record<string, unknown>,
    sendOptions: SendOptions,
    expect: Expectation,
    playerIfAccepted?: string,
  ): Promise<Exchange | undefined> {
    const s = state.get(ep.name as EndpointName)!;
    topicChecks.set(topic, topicChecks.get(topic)! + 1);
    if (topic !== 'envelope') topicChecks.set('envelope', topicChecks.get('envelope')! + 1);
    let exchange: Exchange;
    try {
      exchange = await send(ep, params, sendOptions);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      s.unreachable ??= `${check}: ${error.reason}`;
      return undefined;
    }
    const outcome = await evaluate(ep, exchange, expect, { name: check, topic }, player, playerIfAccepted);
    if (outcome.routeMissing) s.unreachable ??= `${exchange.method} ${ep.path} answers 404: the platform has no such route`;
    s.checked.push(check);
    s.differences.push(...outcome.differences);
    if (outcome.note) s.notes.push(outcome.note);
    return exchange;
  }

  // 1. Is there a platform API at that address at all? Each of these ends the run with one line.
  let status: Exchange;
  try {
    status = await send(endpoints.systemStatus, {});
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    if (isCertificateProblem(error.code)) {
      throw new FatalError(
        `${baseUrl}: ${error.reason}. Install the certificate's issuer on this machine (NODE_EXTRA_CA_CERTS=<file.pem>) or check the address.`,
      );
    }
    throw new FatalError(`${baseUrl}: ${error.reason}. Check the address given with --platform.`);
  }
  if (bodyKind(status) === 'an HTML page') {
    throw new FatalError(
      `${baseUrl} answers an HTML page, not the platform API (GET ${endpoints.systemStatus.path}, HTTP ${status.status}): give the platform's address, not the portal's or a login page.`,
    );
  }
  if (!envelopeSchema.safeParse(status.json).success) {
    if (status.status === 404) throw new FatalError(`${baseUrl}: GET ${endpoints.systemStatus.path} answers 404: no platform API at this address.`);
    throw new FatalError(`${baseUrl}: GET ${endpoints.systemStatus.path} answers ${bodyKind(status)} (HTTP ${status.status}), not the platform's envelope.`);
  }
  await probe(endpoints.systemStatus, 'valid call', 'value schema', {}, {}, { kind: 'value' });

  // 2. The key every sealed payload needs.
  await probe(endpoints.encryptionKey, 'valid call', 'encryption', {}, {}, { kind: 'value', refusalAllowed: false });
  try {
    await platform.encryptionKey();
  } catch {
    throw new FatalError(
      `${baseUrl}: GET ${endpoints.encryptionKey.path} gives no usable nacl-box key, so no login can be sealed (see the contract's encryption).`,
    );
  }

  // 3. The test member's and the test agent's sessions: sealed logins, as the portal sends them.
  const logIn = async (ep: EndpointDef, who: string, credentials: Credentials) => {
    const exchange = await probe(ep, 'sealed login accepted', 'encryption', { ...credentials }, {}, { kind: 'value', refusalAllowed: false });
    const envelope = envelopeSchema.safeParse(exchange?.json);
    const token = (envelope.data?.value as { token?: unknown } | undefined)?.token;
    if (!exchange || !envelope.success || !envelope.data.success || typeof token !== 'string') {
      const key = envelope.data?.message;
      const said = key
        ? `${key}${isKnownKey(key) ? ` (“${player.keyMessage(ep, key, exchange?.status)}”)` : ''}`
        : exchange
          ? `HTTP ${exchange.status}, ${bodyKind(exchange)}`
          : 'no answer';
      throw new FatalError(
        `${baseUrl}: the platform refused the test ${who}'s login (${credentials.username}): ${said}. Check --${who} and --${who}-password for merchant ${options.merchant}.`,
      );
    }
    return { token, exchange };
  };
  const member = await logIn(endpoints.login, 'member', options.member);
  const agent = await logIn(endpoints.agentLogin, 'agent', options.agent);
  const tokenOf = (role: Role) => (role === 'member' ? member.token : role === 'agent' ? agent.token : undefined);

  // 4. Encryption: a replayed envelope and a payload in clear text are refused.
  await probe(
    endpoints.login,
    'replayed envelope refused',
    'encryption',
    {},
    { body: { envelope: member.exchange.sealed! } },
    { kind: 'refusal', status: 400, key: ENCRYPTION_ERROR.replay },
    'Nothing on screen: the portal seals every call afresh, but a login captured on the way can be sent again by someone else.',
  );
  await probe(
    endpoints.login,
    'unsealed login refused',
    'encryption',
    { ...options.member },
    { body: 'plain' },
    { kind: 'refusal', status: 400, key: ENCRYPTION_ERROR.required },
    'Nothing on screen: the portal always seals, but the platform takes passwords sent in clear text.',
  );
  // Error keys: a wrong password is the contract's key with its LoginFailure value.
  await probe(
    endpoints.login,
    'wrong password',
    'error keys',
    { username: `cf${randomUUID().slice(0, 8)}`, password: 'Wrong-password-0' },
    {},
    { kind: 'refusal', status: 200, key: ERROR_KEY.loginFailed, value: loginFailureSchema },
  );

  // 5. Session expiry: an unknown token and a logged-out one get 401.
  await probe(
    endpoints.memberInfo,
    'unknown token',
    'session expiry',
    {},
    { token: `cf-${randomUUID()}` },
    { kind: 'refusal', status: 401, key: ERROR_KEY.sessionExpired },
  );
  const second = await logIn(endpoints.login, 'member', options.member);
  const logoutBad = invalidRequest(endpoints.logout)!;
  await probe(
    endpoints.logout,
    'invalid request',
    'statuses',
    logoutBad.input,
    { token: second.token },
    { kind: 'refusal', status: 400, key: `${ERROR_KEY.invalidRequest}: ${logoutBad.fields[0]}`, accepts: invalidRequestOf(logoutBad.fields) },
  );
  await probe(endpoints.logout, 'valid call', 'value schema', {}, { token: second.token }, { kind: 'value', refusalAllowed: false });
  await probe(
    endpoints.logout,
    'logged-out token',
    'session expiry',
    {},
    { token: second.token },
    { kind: 'refusal', status: 401, key: ERROR_KEY.sessionExpired },
    'The session stays open after logout: anyone holding the token can still use it.',
  );

  // 6. Headers: every Language value the contract lists is taken.
  for (const language of PLATFORM_LANGUAGES) {
    await probe(endpoints.helpCenter, `Language: ${language}`, 'headers', {}, { language }, { kind: 'value', refusalAllowed: false });
  }

  // 7. Every endpoint: without a session, an invalid request, a valid read.
  const readContext = (token: string | undefined): ReadContext => ({
    platform: baseUrl,
    now: Date.now(),
    lookup: async (name, params) => {
      try {
        const exchange = await send(endpoints[name], params as Record<string, unknown>, { token });
        const envelope = envelopeSchema.safeParse(exchange.json);
        if (!envelope.success || !envelope.data.success) return undefined;
        const value = endpoints[name].response.safeParse(envelope.data.value);
        return value.success ? value.data : undefined;
      } catch {
        return undefined;
      }
    },
  });

  const checkEndpoint = async (name: EndpointName) => {
    const ep = endpoints[name] as EndpointDef;
    const s = state.get(name)!;
    const token = tokenOf(roleOf(ep));
    if (ep.auth) {
      await probe(ep, 'without a session', 'statuses', {}, {}, { kind: 'refusal', status: 401, key: ERROR_KEY.notLoggedIn });
    }
    if (name !== 'logout') {
      const bad = invalidRequest(ep);
      if (bad) {
        await probe(
          ep,
          'invalid request',
          'statuses',
          bad.input,
          { token },
          { kind: 'refusal', status: 400, key: `${ERROR_KEY.invalidRequest}: ${bad.fields[0]}`, accepts: invalidRequestOf(bad.fields) },
        );
      }
    }
    if (ep.method === 'GET' && !['systemStatus', 'encryptionKey'].includes(name)) {
      const params = (await READ_PARAMS[name]?.(readContext(token))) ?? {};
      await probe(ep, 'valid call', 'value schema', params as Record<string, unknown>, { token }, { kind: 'value' });
    } else if (ep.method !== 'GET' && !s.checked.includes('valid call') && !s.checked.includes('sealed login accepted')) {
      s.notChecked.push(ep.moneyMove ? 'valid call: it moves money' : 'valid call: it writes');
    }
  };

  let done = 0;
  const queue = [...ENDPOINT_NAMES];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      await checkEndpoint(name);
      done++;
      options.onProgress?.(done, ENDPOINT_NAMES.length, name);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));

  // 8. With flags: reversible writes and a money move's idempotency, on the test member.
  if (options.allowWrites) await reversibleWrites(member.token);
  if (options.allowMoneyMoves) await moneyMoveIdempotency(member.token);

  async function reversibleWrites(token: string) {
    const info = await readContext(token).lookup('memberInfo', {});
    const current = info as { avatarId?: number; language?: PlatformLanguage } | undefined;
    if (current?.avatarId !== undefined) {
      await probe(endpoints.memberIcon, 'valid call (the same avatar)', 'value schema', { avatarId: current.avatarId }, { token }, { kind: 'value' });
      drop('memberIcon');
    }
    if (current?.language) {
      await probe(endpoints.updateLanguage, 'valid call (the same language)', 'value schema', { language: current.language }, { token }, { kind: 'value' });
      drop('updateLanguage');
    }
    const games = (await readContext(token).lookup('gameList', { pageNo: 1, pageSize: 1, gameType: 'RNG' })) as
      { games: { nodeId: number; vassalage: string; gameType: string }[] } | undefined;
    const ids = ((await readContext(token).lookup('favouriteIds', {})) as number[] | { nodeIds?: number[] } | undefined) ?? [];
    const game = games?.games.find((g) => !(Array.isArray(ids) ? ids : (ids.nodeIds ?? [])).includes(g.nodeId));
    if (game) {
      const favourite = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      await probe(endpoints.favouriteAdd, 'valid call (then removed)', 'value schema', favourite, { token }, { kind: 'value' });
      await probe(endpoints.favouriteRemove, 'valid call', 'value schema', favourite, { token }, { kind: 'value' });
      drop('favouriteAdd');
      drop('favouriteRemove');
    }
  }

  async function moneyMoveIdempotency(token: string) {
    const ep = endpoints.walletTransfer;
    const setup = (await readContext(token).lookup('merchantWallet', {})) as { wallets: { wallet: string; transferable: boolean }[] } | undefined;
    const balance = (await readContext(token).lookup('balance', {})) as { wallets: { wallet: string; balance: number }[] } | undefined;
    const to = setup?.wallets.find((w) => w.transferable && w.wallet !== MAIN_WALLET)?.wallet;
    const main = balance?.wallets.find((w) => w.wallet === MAIN_WALLET)?.balance ?? 0;
    const s = state.get('walletTransfer')!;
    if (!to || main < 1) {
      s.notes.push('idempotency not checked: the test member needs at least 1.00 in its main wallet and a transferable game wallet');
      return;
    }
    const key = randomUUID();
    const move = { from: MAIN_WALLET, to, amount: 1 };
    const first = await probe(ep, 'money move', 'idempotency', move, { token, idempotencyKey: key }, { kind: 'value', refusalAllowed: false });
    const again = await probe(ep, 'same Idempotency-Key again', 'idempotency', move, { token, idempotencyKey: key }, { kind: 'value', refusalAllowed: false });
    const after = (await readContext(token).lookup('balance', {})) as { wallets: { wallet: string; balance: number }[] } | undefined;
    const mainAfter = after?.wallets.find((w) => w.wallet === MAIN_WALLET)?.balance;
    const firstValue = envelopeSchema.safeParse(first?.json).data?.value as { transactionId?: string } | undefined;
    const againValue = envelopeSchema.safeParse(again?.json).data?.value as { transactionId?: string } | undefined;
    const replayed = firstValue?.transactionId !== undefined && firstValue.transactionId === againValue?.transactionId;
    const movedOnce = mainAfter !== undefined && Math.round((main - mainAfter) * 100) === 100;
    if (!replayed || !movedOnce) {
      s.differences.push({
        topic: 'idempotency',
        check: 'same Idempotency-Key again',
        field: 'Idempotency-Key',
        expected: 'the first answer again (same transactionId), 1.00 moved once',
        got: `${replayed ? 'the same transactionId' : `transactionId ${againValue?.transactionId ?? 'missing'} after ${firstValue?.transactionId ?? 'missing'}`}; main wallet ${main} → ${mainAfter ?? '?'}`,
        player: 'A transfer sent again after a lost answer (the portal resends with the same key) moves the money twice.',
      });
    }
    await probe(
      ep,
      'same Idempotency-Key, another payload',
      'idempotency',
      { ...move, amount: 2 },
      { token, idempotencyKey: key },
      { kind: 'refusal', status: 422, key: ERROR_KEY.idempotencyKeyReused },
    );
    // Put the money back where it was.
    await send(ep, { from: to, to: MAIN_WALLET, amount: 1 }, { token, idempotencyKey: randomUUID() });
    drop('walletTransfer');
  }

  function drop(name: EndpointName) {
    const s = state.get(name)!;
    s.notChecked = s.notChecked.filter((n) => !n.startsWith('valid call'));
  }

  for (const name of ENDPOINT_NAMES) {
    const s = state.get(name)!;
    if (!options.allowWrites && ['memberIcon', 'updateLanguage', 'favouriteAdd', 'favouriteRemove'].includes(name)) {
      s.notChecked = s.notChecked.map((n) => `${n} (--allow-writes sends it and puts the value back)`);
    }
    if (!options.allowMoneyMoves && name === 'walletTransfer') s.notChecked = s.notChecked.map((n) => `${n} (--allow-money-moves checks its idempotency)`);
  }

  const results: EndpointResult[] = ENDPOINT_NAMES.map((name) => {
    const ep = endpoints[name] as EndpointDef;
    const s = state.get(name)!;
    return {
      name,
      method: ep.method,
      path: ep.path,
      auth: ep.auth,
      encrypted: ep.encrypted,
      moneyMove: Boolean(ep.moneyMove),
      chosen: ep.chosen ?? [],
      verdict: s.unreachable ? 'unreachable' : s.differences.length ? 'differs' : 'conforms',
      checked: [...new Set(s.checked)],
      notChecked: s.notChecked,
      differences: s.differences,
      ...(s.unreachable ? { unreachable: s.unreachable } : {}),
      notes: s.notes,
    };
  });
  const count = (verdict: EndpointResult['verdict']) => results.filter((r) => r.verdict === verdict).length;
  return {
    tool: 'portal conformance kit',
    platform: baseUrl,
    merchant: options.merchant,
    language: options.language,
    member: options.member.username,
    agent: options.agent.username,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    flags: { allowWrites: options.allowWrites, allowMoneyMoves: options.allowMoneyMoves },
    summary: { endpoints: results.length, conforms: count('conforms'), differs: count('differs'), unreachable: count('unreachable'), requests },
    topics: TOPICS.map((topic) => ({
      topic,
      checks: topicChecks.get(topic)!,
      differences: results.reduce((n, r) => n + r.differences.filter((d) => d.topic === topic).length, 0),
    })),
    endpoints: results,
  };
}

/** `invalid_request: <field>` naming one of the fields the contract's schema refuses. */
const invalidRequestOf = (fields: string[]) => (message: string) => {
  const match = /^invalid_request: ?(.+)$/.exec(message);
  return Boolean(match && fields.includes(match[1].trim()));
};
