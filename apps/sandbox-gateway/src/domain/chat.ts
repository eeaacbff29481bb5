import { ERROR_KEY } from '@portal/api-contract';
import { frameUrl, type GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { getSetting } from '../db/database';
import { issueTicket } from './launch';
import { TRIAL_TYPE, type MemberRow } from './members';
import { featureSwitches } from './settings';

/** A one-use chat-room page for a real (non-trial) member, when the merchant has chat on. */
export function chatRoomUrl(
  gw: GatewayContext,
  member: MemberRow,
  merchant: string,
  options: { title?: string; language?: string; headerColor?: string },
  /** The portal session asking: its logout closes the room too. */
  portalToken?: string,
) {
  if (!featureSwitches(gw, merchant).CBS3) throw fail(ERROR_KEY.featureDisabled);
  if (member.type === TRIAL_TYPE) throw fail(ERROR_KEY.chatTrialBlocked);
  const ticket = issueTicket(gw, member.id, 'chat', null, null, portalToken);
  const params = new URLSearchParams({
    ticket,
    title: options.title ?? 'Chat room',
    language: options.language ?? 'PT',
    headerColor: options.headerColor ?? '#1f2937',
  });
  return { chatUrl: frameUrl(gw, `/sandbox/chat/room?${params}`) };
}

export const chatUnread = (gw: GatewayContext, member: MemberRow) => getSetting<number>(gw.db, `chat.unread.${member.id}`, member.type === TRIAL_TYPE ? 0 : 2);
