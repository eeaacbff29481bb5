import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { avatars, memberInfo, setAvatar, setLanguage, unreadMessageCount } from '../domain/members';
import { missionLeaderboard, missionSummary } from '../domain/missions';
import { betRecords, transactionDetail } from '../domain/records';
import { serve } from '../http/route';

export function memberRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.memberInfo, ({ member }) => memberInfo(member));
  serve(app, gw, endpoints.avatars, () => avatars());
  serve(app, gw, endpoints.memberIcon, ({ input, member }) => setAvatar(gw, member.id, input.avatarId));
  serve(app, gw, endpoints.updateLanguage, ({ input, member }) => {
    setLanguage(gw, member.id, input.language);
    return null;
  });
  serve(app, gw, endpoints.unreadMessageCount, ({ member }) => ({ count: unreadMessageCount(gw, member.id) }));
  serve(app, gw, endpoints.transactionDetail, ({ input, member }) => transactionDetail(gw, member.id, input));
  serve(app, gw, endpoints.betRecords, ({ input, member }) => betRecords(gw, member.id, input));
  serve(app, gw, endpoints.missionSummary, ({ member }) => missionSummary(gw, member.id));
  serve(app, gw, endpoints.missionLeaderboard, ({ input, member }) => missionLeaderboard(gw, member.id, input.count));
}
