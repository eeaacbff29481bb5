import { hashPasswordAtStartup, passwordCostLog2, PASSWORD_COST_LOG2 } from '../domain/crypto';

/**
 * Hashes of the seeded demo accounts' passwords (published in the README), made once at the served
 * cost (scrypt N = 2^17): a fresh gateway seeds in milliseconds instead of hashing each of them at
 * start (about 30 s under load on the shared CI machine). They verify like any other hash.
 */
const PRECOMPUTED: Readonly<Record<string, string>> = {
  '123456': 'scrypt$17$d5b5f1f22ddd08cde2681280f1cdb2ac$83172f0cd55a935b81355951f7c4f6cb8bc815233fcd31c9c498eaaa0b4008c0',
  demo1234: 'scrypt$17$b018a08c300243a60b237964ad0cdf0c$137da89c066a8b4a6102929cfb59edcc29e7e1a61de1033beeae967c396c07b6',
  agent1234: 'scrypt$17$06bdfc6c307ae6a6f97b3b3ec4e37c01$b036a6f3e6f03e40569d91577412ab56fa89fa129fbed67e1a4ef063c96f1093',
  player1234: 'scrypt$17$da833e002c76296f59d800bb7e452f7a$df53e74fd2c7cc7cd599ecd2b067437c84f9ad0da681e3fbadf072254ec5fc4c',
  trial1234: 'scrypt$17$820d8f279d2ebafe3fca4633225163d1$0bcc217a3522cb2593fec3e09821e6abb5bc491d7d4786cb33b226dd03c8ca5f',
  expired1234: 'scrypt$17$ae11ef4d5b779088f5c33db2a2ac3183$4f491637ed5207238e9888d4650dc1fac0909c5e03636ecc93e536145fe77c8c',
  secure1234: 'scrypt$17$803590e0346aa52ecf2ec7e6286b5c04$4e658d8f4423ff503d61fe49d015ec7bcc3c469cfc65885cff868da67d3a4459',
};

const made = new Map<string, string>();

/**
 * The stored hash of a seeded password: the precomputed one at the served cost, else one hash
 * per distinct password and cost (the unit tests' lower cost).
 */
export function seedPasswordHash(password: string): string {
  if (passwordCostLog2() === PASSWORD_COST_LOG2 && Object.hasOwn(PRECOMPUTED, password)) return PRECOMPUTED[password];
  const key = `${passwordCostLog2()}:${password}`;
  let hash = made.get(key);
  if (!hash) {
    hash = hashPasswordAtStartup(password);
    made.set(key, hash);
  }
  return hash;
}
