/** Builds an AND-ed WHERE clause with its parameters. */
export class Filter {
  private readonly parts: string[] = [];
  readonly params: (string | number)[] = [];

  constructor(sql?: string, ...values: (string | number)[]) {
    if (sql) this.add(sql, ...values);
  }

  /** Adds a condition (skipped when `when` is false). */
  add(sql: string, ...values: (string | number)[]): this {
    this.parts.push(sql);
    this.params.push(...values);
    return this;
  }

  when(condition: unknown, sql: string, ...values: (string | number)[]): this {
    return condition === undefined || condition === null || condition === '' ? this : this.add(sql, ...values);
  }

  /** `WHERE a AND b`, or '' when empty. */
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
