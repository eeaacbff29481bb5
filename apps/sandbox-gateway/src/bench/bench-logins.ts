/**
 * bench:logins — how much a login at the served scrypt cost (2^17) blocks the event loop, and what
 * that does to a cheap request sent meanwhile (docs/product/accounts-and-auth.md "Password hashing
 * off the event loop"). Through the HTTP app, with the sealed login the portal sends.
 * 1. N logins one after the other: the event loop's delay (perf_hooks.monitorEventLoopDelay) during each,
 *    and the same over as long a time with nothing running (the machine's noise).
 * 2. R rounds of 5 logins at once, with a GET of the system status sent 5 ms after they start:
 *    its latency from then to its answer, and how long the 5 logins took.
 * Run: `npm run bench:logins [-- --logins 10 --rounds 5]`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { endpoints } from '@portal/api-contract';
import { PASSWORD_COST_LOG2, setPasswordCostLog2 } from '../domain/crypto';
import { seedPasswordHash } from '../seed/seed-passwords';
import { call, login } from '../testing/client';
import { createHarness } from '../testing/harness';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const logins = arg('logins', 10);
const rounds = arg('rounds', 5);
const CONCURRENT = 5;

const h = createHarness();
setPasswordCostLog2(PASSWORD_COST_LOG2);
h.db.prepare("UPDATE members SET password_hash = ? WHERE username = 'demo'").run(seedPasswordHash('demo1234'));
const fresh = () => h.clock.advance(61_000); // past the per-client login limit's window

const ms = (ns: number) => ns / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round1 = (x: number) => Math.round(x * 10) / 10;

async function main() {
  await login(h, 'demo', 'demo1234'); // warm-up (the encryption key, JIT)
  const perLogin: { loginMs: number; maxDelayMs: number }[] = [];
  for (let i = 0; i < logins; i++) {
    fresh();
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    await sleep(30); // the histogram's first tick only starts its clock
    const t = performance.now();
    await login(h, 'demo', 'demo1234');
    const loginMs = performance.now() - t;
    await sleep(30); // let the histogram see the tick after the login
    histogram.disable();
    perLogin.push({ loginMs, maxDelayMs: ms(histogram.max) });
  }

  // The same measure with nothing running (the machine's own noise: other processes on its cores).
  const idle: number[] = [];
  for (let i = 0; i < logins; i++) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    await sleep(30 + median(perLogin.map((p) => p.loginMs)) + 30);
    histogram.disable();
    idle.push(ms(histogram.max));
  }

  const getLatency: number[] = [];
  const batchMs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    fresh();
    const t = performance.now();
    const batch = Promise.all(Array.from({ length: CONCURRENT }, () => login(h, 'demo', 'demo1234')));
    const latency = new Promise<number>((resolve) => {
      const due = performance.now() + 5;
      setTimeout(() => void call(h, endpoints.systemStatus, {}).then(() => resolve(performance.now() - due)), 5);
    });
    const [, lat] = await Promise.all([batch.then(() => batchMs.push(performance.now() - t)), latency]);
    getLatency.push(lat);
  }
  h.dispose();
  console.log(
    JSON.stringify(
      {
        costLog2: PASSWORD_COST_LOG2,
        sequentialLogins: {
          n: logins,
          loginMsMedian: round1(median(perLogin.map((p) => p.loginMs))),
          loopMaxDelayMsMedian: round1(median(perLogin.map((p) => p.maxDelayMs))),
          loopMaxDelayMsWorst: round1(Math.max(...perLogin.map((p) => p.maxDelayMs))),
          idleLoopMaxDelayMsMedian: round1(median(idle)),
        },
        getDuring5ConcurrentLogins: {
          rounds,
          getLatencyMs: getLatency.map(round1),
          getLatencyMsMedian: round1(median(getLatency)),
          fiveLoginsMsMedian: round1(median(batchMs)),
        },
      },
      null,
      2,
    ),
  );
}

void main();
