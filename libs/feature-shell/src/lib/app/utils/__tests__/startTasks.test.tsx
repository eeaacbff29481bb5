import { lazyComponent } from '@portal/page-kit/chunks';
import { describe, expect, it, vi } from 'vitest';
import { inTasks } from '../inTasks';
import { startChunkSteps } from '../startChunkSteps';

/** A lazy part as lazyComponent makes it, its `preload` watched (its code never comes here). */
const lazyPart = () =>
  Object.assign(
    lazyComponent(() => new Promise<{ Page: () => null }>(() => undefined), 'Page'),
    { preload: vi.fn() },
  );

describe('inTasks', () => {
  it('runs each step in a task of its own, in order, none before the caller’s task ends', async () => {
    const ran: string[] = [];
    inTasks(
      () => {
        ran.push('first');
        // The next step waits for a task of its own: the first step's microtasks come before it.
        void Promise.resolve().then(() => ran.push('first’s microtask'));
      },
      () => ran.push('second'),
    );
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['first', 'first’s microtask', 'second']);
  });
});

describe('startChunkSteps', () => {
  it('asks for the opened page’s code and, on home, for its parts from other features', () => {
    const home = lazyPart();
    const promotions = lazyPart();
    const homeGames = lazyPart();
    const HomeGames = homeGames;
    const steps = startChunkSteps('/', { home, promotions }, { homeGames: <HomeGames /> });
    expect(steps).toHaveLength(2);
    expect(home.preload).not.toHaveBeenCalled();
    for (const step of steps) step();
    expect(home.preload).toHaveBeenCalledTimes(1);
    expect(homeGames.preload).toHaveBeenCalledTimes(1);
    expect(promotions.preload).not.toHaveBeenCalled();
  });

  it('asks for no slot on another page', () => {
    const home = lazyPart();
    const lobby = lazyPart();
    const homeGames = lazyPart();
    const HomeGames = homeGames;
    for (const step of startChunkSteps('/rng', { home, lobby }, { homeGames: <HomeGames /> })) step();
    expect(lobby.preload).toHaveBeenCalledTimes(1);
    expect(home.preload).not.toHaveBeenCalled();
    expect(homeGames.preload).not.toHaveBeenCalled();
  });
});
