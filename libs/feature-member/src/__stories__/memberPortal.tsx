import type { MemberInfo } from '@portal/api-contract';
import { withPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { messages } from '../locales/en/messages.po';

/** The member of the stories: a plain member (type 0) with an upline, a club label and an avatar. */
export const STORY_MEMBER: MemberInfo = {
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Gold', color: '#f5c542', color2: '#d99a1e', rankLevel: 3 },
  avatarId: 1,
  avatarUrl: avatarUrl('#4f7cff'),
  language: 'EN',
  mobileNum: '11987654321',
  countryDialingCode: '+55',
  email: null,
  registerTime: Date.UTC(2026, 0, 12, 14),
};

/** A round avatar of one colour (no file to serve in Storybook). */
export function avatarUrl(colour: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="26" r="11" fill="#fff"/><path d="M12 54a20 20 0 0 1 40 0z" fill="#fff"/></svg>`,
  )}`;
}

/** A reward or promotion picture of one colour (the sandbox's generated art is not served in Storybook). */
export function artUrl(colour: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1b1f3a"/></linearGradient></defs><rect width="240" height="160" fill="url(#g)"/><rect x="90" y="46" width="60" height="52" rx="6" fill="#fff" opacity=".9"/><rect x="84" y="38" width="72" height="16" rx="4" fill="#fff"/><rect x="116" y="38" width="8" height="60" fill="${colour}"/></svg>`,
  )}`;
}

/** A platform answer that never comes: the page's loading state. */
export const pending = () => new Promise<never>(() => undefined);

/**
 * The portal around a member-centre page, logged in as `STORY_MEMBER`, with the platform's answers
 * of the story (one decorator per story: one router and one store).
 */
export function memberPortal(responses: FixtureResponses, url = '/') {
  return [withPortal({ messages, token: 'story-token', url, responses: { memberInfo: STORY_MEMBER, ...responses } })];
}
