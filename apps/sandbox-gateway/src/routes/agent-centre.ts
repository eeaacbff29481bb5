import type { Hono } from 'hono';
import { z } from 'zod';
import { ERROR_KEY, REGISTER_FIELDS, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { badRequest, fail } from '../core/errors';
import { pageOf } from '../core/paging';
import { checkRules, createAccount, passwordLogin } from '../domain/auth';
import { hashPassword } from '../domain/crypto';
import {
  answerRequest,
  CONTRACT_KINDS,
  contractDetail,
  contractPayouts,
  contractRequests,
  myIncome,
  proposeContract,
  runContractJob,
} from '../domain/agent-contracts';
import { agentAnnouncements, agentTransactions, createInvitation, DOWNLINE_TYPE, invitations } from '../domain/agent-links';
import { teamBets } from '../domain/team-bets';
import { teamMembers } from '../domain/team-members';
import { teamOverview } from '../domain/team-overview';
import { teamProfitLoss } from '../domain/team-profit-loss';
import { breadcrumbs, depthBelow, requireAgent, teamMemberByUsername } from '../domain/agent-tree';
import { isAgent, memberByUsername, memberOf } from '../domain/members';
import { hit } from '../domain/rate-limit';
import { registerRules } from '../domain/settings';
import { consumeCaptchaOf } from '../http/captcha-cookie';
import { operatorBody, operatorOnly } from '../http/operator';
import { ok, serve } from '../http/route';
import { passwordLoginWithPasswordChange } from '../domain/forced-password-change';

const DAY = 24 * 60 * 60 * 1000;
const jobBody = z.object({ at: z.number().int().min(0).optional() }).strict();

/**
 * The agent centre's calls (docs/product/agent-centre.md). Every one refuses non-agents
 * (only_agents_can_log_in); a member or team outside the agent's tree gets 403 not_in_your_team.
 */
export function agentCentreRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  // The agent login: the normal checks first, the type after the password (no session for non-agents).
  serve(app, gw, endpoints.agentLogin, ({ input, c, merchant, client }) => {
    // Another brand's member is as unknown here as a name nobody holds.
    if (!memberOf(gw, merchant, input.username.trim())) throw fail(ERROR_KEY.nonMember);
    // An agent's weak or expired password is forced to change as a player's is.
    return passwordLoginWithPasswordChange(gw, merchant, input.password, () =>
      passwordLogin(
        gw,
        input,
        client,
        (answer) => consumeCaptchaOf(gw, c, answer),
        merchant,
        (m) => {
          if (!isAgent(m)) throw fail(ERROR_KEY.onlyAgents);
        },
      ),
    );
  });

  // A downline account under the merchant's registration rules for username and password; the agent stays logged in.
  // Limited per client (as every registration) and per agent: an agent cannot mint accounts as fast as it likes (docs/product/abuse-policy.md).
  serve(app, gw, endpoints.registerDownline, async ({ input, member, merchant, client }) => {
    const agent = requireAgent(member);
    hit(gw, 'registerPerClient', client);
    hit(gw, 'downlinePerAgent', String(agent.id));
    const only = ['username', 'password', 'confirmPassword'];
    checkRules(
      registerRules(gw, merchant),
      input,
      REGISTER_FIELDS.filter((f) => !only.includes(f)),
    );
    if (memberByUsername(gw, input.username)) throw fail(ERROR_KEY.usernameTaken);
    const passwordHash = await hashPassword(input.password);
    // Again: another registration may have taken the username while the password was hashed.
    if (memberByUsername(gw, input.username)) throw fail(ERROR_KEY.usernameTaken);
    const id = createAccount(gw, {
      username: input.username,
      passwordHash,
      merchant,
      uplineId: agent.id,
      type: DOWNLINE_TYPE[input.memberType],
      countryDialingCode: null,
      mobileNum: null,
      email: null,
      openedByAgent: true,
    });
    return { id, userName: input.username, memberType: input.memberType };
  });

  serve(app, gw, endpoints.agentAnnouncements, ({ input, member }) => {
    requireAgent(member);
    return agentAnnouncements(gw, input);
  });

  serve(app, gw, endpoints.teamOverview, ({ input, member }) => teamOverview(gw, requireAgent(member).id, input));

  serve(app, gw, endpoints.invitationLinks, ({ input, member }) => invitations(gw, requireAgent(member).id, input));
  serve(app, gw, endpoints.createInvitationLink, ({ input, member }) => createInvitation(gw, requireAgent(member).id, input.memberType, input.validityDays));

  serve(app, gw, endpoints.teamMembers, ({ input, member }) => {
    const agent = requireAgent(member);
    const parentId = input.parentId ?? agent.id;
    const parentDepth = depthBelow(gw, agent.id, parentId);
    const { list, total } = teamMembers(gw, { ...input, parentId, parentDepth });
    return { ...pageOf(list, total, input.pageNo, input.pageSize), breadcrumbs: breadcrumbs(gw, agent.id, parentId) };
  });

  serve(app, gw, endpoints.teamBets, ({ input, member }) => {
    const agent = requireAgent(member);
    const root = input.username ? teamMemberByUsername(gw, agent.id, input.username).id : agent.id;
    const { list, total, totals } = teamBets(gw, { ...input, rootId: root, includeRoot: root !== agent.id });
    return { ...pageOf(list, total, input.pageNo, input.pageSize), totals };
  });

  serve(app, gw, endpoints.teamProfitLoss, ({ input, member }) => {
    const agent = requireAgent(member);
    const parentId = input.parentId ?? agent.id;
    depthBelow(gw, agent.id, parentId);
    const { list, total, totals } = teamProfitLoss(gw, { ...input, parentId });
    return { ...pageOf(list, total, input.pageNo, input.pageSize), totals, breadcrumbs: breadcrumbs(gw, agent.id, parentId) };
  });

  serve(app, gw, endpoints.myIncome, ({ input, member }) => myIncome(gw, requireAgent(member).id, input));
  serve(app, gw, endpoints.agentTransactions, ({ input, member }) => agentTransactions(gw, requireAgent(member).id, input));

  serve(app, gw, endpoints.contractDetail, ({ input, member }) => contractDetail(gw, requireAgent(member).id, input.kind));
  serve(app, gw, endpoints.contractPayouts, ({ input, member }) => contractPayouts(gw, requireAgent(member).id, input.kind, input.onlyPaid === 'true', input));
  serve(app, gw, endpoints.contractRequests, ({ input, member }) => contractRequests(gw, requireAgent(member).id, input));
  serve(app, gw, endpoints.proposeContract, ({ input, member }) => {
    const agent = requireAgent(member);
    const target = teamMemberByUsername(gw, agent.id, input.toUsername);
    if (target.depth !== 1 || !isAgent(target)) throw fail(ERROR_KEY.notDirectDownlineAgent);
    return proposeContract(gw, agent.id, target.id, input.kind, input.tiers);
  });
  serve(app, gw, endpoints.answerContractRequest, ({ input, member }) => answerRequest(gw, requireAgent(member).id, input.id, input.accept));

  // Operator control: run a payout job now, so tests need not wait for the scheduler. Optional body
  // { at }: the job's clock in ms (at most a day ahead), to close the open slice at once.
  app.post('/sandbox/agent/jobs/:kind/run', operatorOnly(gw), async (c) => {
    const kind = z.enum(CONTRACT_KINDS).safeParse(c.req.param('kind'));
    if (!kind.success) throw badRequest('invalid_request: kind', { field: 'kind' });
    const text = await c.req.text();
    const body = text.trim() ? await operatorBody({ req: { json: async () => JSON.parse(text) as unknown } }, jobBody) : {};
    if (body.at !== undefined && body.at > gw.now() + DAY) throw badRequest('invalid_request: at', { field: 'at' });
    return c.json(ok(runContractJob(gw, kind.data, { at: body.at })));
  });
}
