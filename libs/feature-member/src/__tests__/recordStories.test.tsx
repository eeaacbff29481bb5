import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import * as betting from '../lib/personalHistoryCopy/__stories__/BettingRecordPage.stories';
import * as account from '../lib/transactionHistory/__stories__/AccountRecordPage.stories';
import * as profit from '../lib/personalProfit/__stories__/ProfitLossPage.stories';

afterEach(() => cleanup());

/** The record pages' stories, rendered and played as a user would (their play functions are the assertions). */
const stories: [string, { run: () => Promise<void> }][] = [
  ...Object.entries(composeStories(betting)).map(([name, story]) => [`betting record: ${name}`, story] as [string, { run: () => Promise<void> }]),
  ...Object.entries(composeStories(account)).map(([name, story]) => [`account record: ${name}`, story] as [string, { run: () => Promise<void> }]),
  ...Object.entries(composeStories(profit)).map(([name, story]) => [`profit and loss: ${name}`, story] as [string, { run: () => Promise<void> }]),
];

describe('record page stories', { timeout: 120_000 }, () => {
  for (const [name, story] of stories) {
    it(name, async () => {
      await story.run();
    });
  }
});
