/** A brand config that cannot run: the message names the brand and every wrong field, one per line. */
export class BrandConfigError extends Error {
  readonly problems: readonly string[];

  constructor(code: string, problems: readonly string[]) {
    super(`Brand "${code}" has an invalid brand.config.ts:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BrandConfigError';
    this.problems = problems;
  }
}
