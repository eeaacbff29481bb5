import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import * as betting from '../lib/personalHistoryCopy/__stories__/BettingRecordPage.stories';
import * as account from '../lib/transactionHistory/__stories__/AccountRecordPage.stories';
import * as profit from '../lib/personalProfit/__stories__/ProfitLossPage.stories';

afterEach(() => cleanup());

/** The record pages' stories, rendered and played as a user would (their play functions are the assertions). */
describe('record page stories', { timeout: 120_000 }, () => {
  for (const [name, module] of [
    ['betting record', betting],
    ['account record', account],
    ['profit and loss', profit],
  ] as const) {
    for (const [storyName, story] of Object.entries(composeStories(module))) {
      it(`${name}: ${storyName}`, async () => {
        await story.run();
      });
    }
  }
});
