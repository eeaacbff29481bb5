import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../endpoints';
import { renderEndpointTable, TABLE_END, TABLE_START } from '../endpoint-table';

describe('README endpoint table', () => {
  it('matches the endpoint table (run `npx tsx libs/api-contract/scripts/generate-readme.ts`)', () => {
    const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END) + TABLE_END.length);
    expect(section).toBe(renderEndpointTable(endpoints));
  });
});

describe('endpoint table', () => {
  it('keys are the endpoint names and method+path pairs are unique', () => {
    const seen = new Set<string>();
    for (const [key, ep] of Object.entries(endpoints)) {
      expect(ep.name).toBe(key);
      const route = `${ep.method} ${ep.path}`;
      expect(seen.has(route), route).toBe(false);
      seen.add(route);
      expect(ep.path).toMatch(/^\/(wps|lgw)\//);
    }
  });

  it('encrypts exactly login (and its 2FA step, the agent login), register (and the downline registration of an agent), mobile register, password by phone, change password, free play and the security centre calls that carry the login password or a 2FA code', () => {
    const encrypted = Object.values(endpoints)
      .filter((e) => e.encrypted)
      .map((e) => e.name)
      .sort();
    expect(encrypted).toEqual([
      'agentLogin',
      'bindEmail',
      'bindMobile',
      'changePassword',
      'freePlayLogin',
      'login',
      'loginTwoFactor',
      'mobileRegister',
      'passwordByPhone',
      'register',
      'registerDownline',
      'twoFactorDisable',
      'twoFactorEnable',
      'twoFactorSetup',
    ]);
  });

  it('lists every call of the endpoint table', () => {
    const required = [
      'login',
      'register',
      'mobileRegister',
      'passwordByPhone',
      'smsNoLogin',
      'smsRegister',
      'smsLogin',
      'whitelabelMenu',
      'gameMenus',
      'affiliateCheck',
      'registerSettings',
      'forgotPasswordEmail',
      'freePlayLogin',
      'captcha',
      'systemStatus',
      'feedback',
      'domainRoutes',
      'helpCenter',
      'permission',
      'hotGames',
      'announcements',
      'popularGames',
      'vnLotteryMenus',
      'vnOpenedNumbers',
      'lotteryRecentMenu',
      'lotteryMenus',
      'winnerBoard',
      'bannerList',
      'promotions',
      'gameVendors',
      'gameList',
      'countryList',
      'customerServiceLink',
      'memberInfo',
      'changePassword',
      'avatars',
      'memberIcon',
      'balance',
      'walletTransfer',
      'logout',
      'launchGame',
      'pvpRooms',
      'pvpLaunch',
      'favouriteGames',
      'favouriteIds',
      'favouriteAdd',
      'favouriteRemove',
      'recentGames',
      'consolidatedFunds',
      'contractFlags',
      'dividendContract',
      'dailySalaryContract',
      'hourlySalaryContract',
      'realtimeSalaryContract',
      'merchantWallet',
      'unreadMessageCount',
      'missionSummary',
      'missionLeaderboard',
      'pointsBalance',
      'pointsReward',
      'pointsRedeem',
      'pointsConvert',
      'pointsRedeemList',
      'pointsConfig',
      'transactionDetail',
      'raffleClaim',
      'chatUrl',
      'chatUnread',
      'updateLanguage',
      'encryptionKey',
    ];
    expect(required.filter((name) => !(name in endpoints))).toEqual([]);
  });

  it('fixes the methods the spec states', () => {
    expect(endpoints.register.method).toBe('PUT');
    expect(endpoints.mobileRegister.method).toBe('PUT');
    expect(endpoints.passwordByPhone.method).toBe('POST');
    expect(endpoints.feedback.method).toBe('PUT');
    expect(endpoints.logout.method).toBe('DELETE');
    expect(endpoints.forgotPasswordEmail.form).toBe(true);
    expect(endpoints.popularGames.request.parse({})).toMatchObject({ count: 20 });
    expect(endpoints.vnOpenedNumbers.request.parse({ gameCode: 'x' })).toMatchObject({ count: 100 });
    expect(endpoints.gameList.request.parse({})).toMatchObject({ pageNo: 1, pageSize: 42 });
    expect(endpoints.gameVendors.request.parse({})).toMatchObject({ platform: 'html5-desktop' });
  });
});
