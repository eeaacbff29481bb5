import { expect, type BrowserContext, type Page } from '@playwright/test';
import { endpoints, type ResponseOf } from '@portal/api-contract';
import type { Operator } from './operator';
import type { Platform } from './platform';

export interface TestMember {
  username: string;
  password: string;
  /** Session token of the registration (the member is logged in). */
  token: string;
  mobileNum?: string;
  email?: string;
}

export interface NewMember {
  /** Prefix of the generated username (letters only). */
  prefix?: string;
  username?: string;
  password?: string;
  /** A Brazilian mobile number (+55) registered with the account. */
  mobileNum?: string;
  email?: string;
  /** Credited to the main wallet by the operator after registration (0: none). */
  deposit?: number;
  /** An agent's invitation code (`AGENT01`: the seeded agent): the member lands in its downline. */
  affiliateCode?: string;
}

/** A unique, rule-abiding username (4–16 letters and digits). */
export const uniqueName = (prefix = 'm') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
/** A unique Brazilian mobile number (11 digits). */
export const uniqueMobile = () => `119${String(Date.now()).slice(-8)}`;

/** Registers a member through the platform API (encrypted, as the portal does), optionally credits it; returns it logged in. */
export async function registerMember(platform: Platform, operator: Operator, member: NewMember = {}): Promise<TestMember> {
  const username = member.username ?? uniqueName(member.prefix);
  const password = member.password ?? 'member1234';
  const { token } = await platform.call(endpoints.register, {
    username,
    password,
    confirmPassword: password,
    mobileNum: member.mobileNum,
    countryDialingCode: member.mobileNum ? '+55' : undefined,
    email: member.email,
    affiliateCode: member.affiliateCode,
    registerMethod: 'WEB',
  });
  if (member.deposit) await operator.deposit(username, member.deposit);
  return { username, password, token, mobileNum: member.mobileNum, email: member.email };
}

/** Opens the portal already logged in as `member` (the session lives in sessionStorage, docs/product/accounts-and-auth.md). */
export async function loginAs(page: Page, member: Pick<TestMember, 'token' | 'username'>) {
  await page.addInitScript(
    ([token, username]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', JSON.stringify(token));
        sessionStorage.setItem('username', JSON.stringify(username));
      }
    },
    [member.token, member.username] as const,
  );
}

/** The portal's question before a `?token=` link signs anyone in (logged out: "Entrar com este link?", over another account: "Trocar de conta?"). */
export const handoverQuestion = (page: Page) => {
  const name = /^(Entrar com este link|Trocar de conta)\?$/;
  return page.getByRole('alertdialog', { name }).or(page.getByRole('dialog', { name }));
};

/**
 * Opens a portal path with the session handed over in the URL (`?token=`), as an app or agent site
 * does, and answers the portal's question the way the member who opened the link would: log in
 * (docs/product/accounts-and-auth.md "Token in the URL": a link never signs anyone in unasked).
 * `{ answer: false }` leaves the question (or the refusal of a bad token) to the journey. A tab
 * already logged in with that token is not asked.
 */
export async function openAsMember(page: Page, path: string, token: string, { answer = true }: { answer?: boolean } = {}) {
  // The tab's session before the link: the same account's token changes nothing and asks nothing.
  const before = await sessionToken(page).catch(() => null);
  const url = new URL(path, 'http://portal.local');
  url.searchParams.set('token', token);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  if (!answer || before === token) return;
  const question = handoverQuestion(page);
  await question.getByRole('button', { name: /^(Entrar|Trocar de conta)$/ }).click();
  await question.waitFor({ state: 'hidden' });
}

/** The session token the portal keeps in sessionStorage. */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('token');
    return raw ? (JSON.parse(raw) as string | null) : null;
  });
}

/** Formats an amount like the PT brand (`$1,234.50`). */
export const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The member's balance as the gateway stores it. */
export const balanceOf = async (platform: Platform, token: string) => (await platform.call(endpoints.balance, {}, { token })).sumBalance;

/**
 * The player pays a deposit order on the provider's page (the sandbox simulator at `href`, another
 * origin) in a tab of its own, and closes it once the provider answered: closing at once can
 * cancel the form's POST before the gateway sees it.
 */
export async function payInSimulator(context: BrowserContext, href: string) {
  const simulator = await context.newPage();
  await simulator.goto(href);
  await simulator.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(simulator.getByRole('status')).toHaveText(/^Paid/, { timeout: 30_000 });
  await simulator.close();
}

type BetRecord = ResponseOf<typeof endpoints.betRecords>['list'][number];

/** All of the member's bet records (newest first), as the gateway stores them. */
export async function betRecordsOf(platform: Platform, token: string): Promise<BetRecord[]> {
  // Every page: a sum over the first page alone misses the oldest rounds of a member with more.
  const records: BetRecord[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await platform.call(endpoints.betRecords, { pageNo, pageSize: 200 }, { token });
    records.push(...page.list);
    if (pageNo >= page.totalPages) return records;
  }
}
