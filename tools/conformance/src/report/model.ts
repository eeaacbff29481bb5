/** What the kit checks, in the order the report lists them. */
export const TOPICS = ['envelope', 'statuses', 'value schema', 'headers', 'encryption', 'session expiry', 'error keys', 'idempotency'] as const;
export type Topic = (typeof TOPICS)[number];

/** One way the platform's answer differs from the contract. */
export interface Difference {
  topic: Topic;
  /** The check that found it, e.g. "valid call", "without a session", "replayed envelope". */
  check: string;
  /** The field concerned: a path in `value`, an envelope field, `(status)`, a header… */
  field: string;
  expected: string;
  got: string;
  /** What the player meets in the portal because of it. */
  player: string;
}

export type Verdict = 'conforms' | 'differs' | 'unreachable';

export interface EndpointResult {
  name: string;
  method: string;
  path: string;
  auth: boolean;
  encrypted: boolean;
  moneyMove: boolean;
  /** What the contract chose where the specification was silent (the endpoint table's "Chosen"). */
  chosen: string[];
  verdict: Verdict;
  /** The checks that ran, e.g. "valid call: value schema", "without a session: 401". */
  checked: string[];
  /** Checks left out of this run, and the flag that runs them. */
  notChecked: string[];
  differences: Difference[];
  /** Why it was not reachable (no answer, or 404 on its path). */
  unreachable?: string;
  /** Answers that conform but say the call was refused (a known key): the value schema was not seen. */
  notes: string[];
}

export interface TopicSummary {
  topic: Topic;
  checks: number;
  differences: number;
}

export interface Report {
  tool: 'portal conformance kit';
  platform: string;
  merchant: string;
  language: string;
  member: string;
  agent: string;
  startedAt: string;
  durationMs: number;
  flags: { allowWrites: boolean; allowMoneyMoves: boolean };
  summary: { endpoints: number; conforms: number; differs: number; unreachable: number; requests: number };
  topics: TopicSummary[];
  endpoints: EndpointResult[];
}

/** Exit status 0 only when every endpoint conforms. */
export const passed = (report: Report) => report.summary.conforms === report.summary.endpoints;
