import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { useAgentCentreAddress } from '../hooks/useAgentCentreAddress';
import { useMemberCentreAddress } from '../hooks/useMemberCentreAddress';
import { agentCentreHref } from '../utils/agentCentreHref';
import { memberCentreHref } from '../utils/memberCentreHref';

const lobby = { pathname: '/rng', search: '?vendor=PG&page=2', hash: '#games' };
const where = (router: ReturnType<typeof renderWithPortal>['router']) =>
  router.state.location.pathname + router.state.location.search + router.state.location.hash;

describe("the centres' addresses (docs/product/centres.md)", () => {
  it('open the member centre on a page over the route, its other parameters and hash kept', () => {
    expect(memberCentreHref(lobby, 'depositv2')).toBe('/rng?vendor=PG&page=2&member=depositv2#games');
    expect(memberCentreHref({ pathname: '/', search: '' }, 'responsibleGaming')).toBe('/?member=responsibleGaming');
  });

  it('move an open centre to another page in place, and name the menu', () => {
    expect(memberCentreHref({ pathname: '/casino', search: '?member=withdraw&tab=live' }, 'transactionHistory')).toBe(
      '/casino?member=transactionHistory&tab=live',
    );
    expect(agentCentreHref(lobby, 'menu')).toBe('/rng?vendor=PG&page=2&agent=menu#games');
    expect(agentCentreHref({ pathname: '/', search: '?member=withdraw' }, 'teamOverview')).toBe('/?member=withdraw&agent=teamOverview');
  });

  it('take only the page ids of their centre', () => {
    // @ts-expect-error 'deposit' is not a page id of the member centre (it is 'depositv2').
    expect(memberCentreHref(lobby, 'deposit')).toContain('member=deposit');
    // @ts-expect-error 'teamOverview' is a page of the agent centre, not of the member centre.
    expect(memberCentreHref(lobby, 'teamOverview')).toContain('member=teamOverview');
    // @ts-expect-error 'withdraw' is a page of the member centre, not of the agent centre.
    expect(agentCentreHref(lobby, 'withdraw')).toContain('agent=withdraw');
    // @ts-expect-error a page id is not any string.
    expect(memberCentreHref(lobby, String('withdraw'))).toContain('member=withdraw');
  });

  it('link, go to and close a page from a component, the route kept', async () => {
    function Centres() {
      const member = useMemberCentreAddress();
      const agent = useAgentCentreAddress();
      return (
        <>
          <a href={member.hrefFor('rewardCenter')}>Rewards</a>
          <button type="button" onClick={() => member.goTo('withdraw')}>
            Withdraw
          </button>
          <button type="button" onClick={() => agent.goTo('menu')}>
            Agent centre
          </button>
          <button type="button" onClick={member.close}>
            Close
          </button>
          <output>{member.page ?? 'closed'}</output>
        </>
      );
    }
    const { router } = renderWithPortal(<Centres />, { url: '/rng?vendor=PG#games' });
    expect(screen.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rng?vendor=PG&member=rewardCenter#games');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(where(router)).toBe('/rng?vendor=PG&member=withdraw#games');
    expect(screen.getByRole('status')).toHaveTextContent('withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(where(router)).toBe('/rng?vendor=PG&member=withdraw&agent=menu#games');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(where(router)).toBe('/rng?vendor=PG&agent=menu#games');
    expect(screen.getByRole('status')).toHaveTextContent('closed');
    await act(() => router.navigate(-1));
    expect(where(router)).toBe('/rng?vendor=PG&member=withdraw#games');
  });
});
